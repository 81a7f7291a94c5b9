import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;
const alias = {
  "@": root,
  // `server-only` throws outside React Server Components; tests import server modules directly.
  "server-only": path.join(root, "tests", "support", "empty-module.ts"),
};

// Vitest's default, one worker fewer than the cores, left one of two cores idle; its own process mostly waits on the
// workers. Capped so that the integration files' databases (one per worker) stay far below PostgreSQL's 100
// connections.
const workers = Math.min(Math.max(availableParallelism(), 2), 4);

export default defineConfig({
  resolve: { alias },
  test: {
    maxWorkers: workers,
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
          // One migrated database per worker (tests/support/worker-database.ts): files run side by side.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
