import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { defineConfig, globalIgnores } from "eslint/config";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    ".next/**",
    "lib/generated/**",
    ".data/**",
    ".scratch/**",
    "next-env.d.ts",
    "test-results/**",
    "playwright-report/**",
    "bench/results/**",
    "extension/.output/**",
    "extension/.wxt/**",
    "lib/editor/__fixtures__/**",
    "tests/fixtures/**",
  ]),
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/ban-ts-comment": [
        "error",
        { "ts-ignore": true, "ts-expect-error": "allow-with-description" },
      ],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    // Command-line tools report to the terminal.
    files: ["scripts/**", "bench/**", "e2e/**", "**/*.test.ts", "**/*.test.tsx"],
    rules: { "no-console": "off" },
  },
  {
    // Email templates are whole HTML documents rendered to strings, not Next.js pages.
    files: ["lib/mail/templates/**"],
    rules: { "@next/next/no-head-element": "off" },
  },
]);
