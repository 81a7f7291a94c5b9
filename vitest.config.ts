import path from "node:path";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;
const alias = {
  "@": root,
  // `server-only` throws outside React Server Components; tests import server modules directly.
  "server-only": path.join(root, "tests", "support", "empty-module.ts"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        // The extension's build-time backend origin (extension/wxt.config.ts).
        define: { __HOOKLINE_API_URL__: JSON.stringify("https://hookline.test") },
        test: {
          name: "unit",
          include: [
            "lib/**/*.test.{ts,tsx}",
            "components/**/*.test.{ts,tsx}",
            "scripts/**/*.test.ts",
            "tests/unit/**/*.test.ts",
            "extension/**/*.test.ts",
          ],
          exclude: ["**/*.integration.test.ts", "node_modules/**", "extension/.output/**"],
          environment: "node",
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["**/*.integration.test.ts"],
          exclude: ["node_modules/**", ".next/**"],
          environment: "node",
          globalSetup: ["tests/support/database-global-setup.ts"],
          setupFiles: ["tests/support/database-setup.ts"],
          // One database per run, shared by the files: run them one after another.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
