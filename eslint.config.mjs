import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { defineConfig, globalIgnores } from "eslint/config";

// Where the API client's rules do not apply: tests, end-to-end specs and command-line tools.
const apiClientFree = ["tests/**", "e2e/**", "scripts/**", "bench/**", "**/*.test.ts", "**/*.test.tsx"];
const fetchCall = "CallExpression:matches([callee.name='fetch'], [callee.property.name='fetch'])";
const fetchOfApi = [
  `${fetchCall}[arguments.0.type='Literal'][arguments.0.value=/^\\u002Fapi/]`,
  `${fetchCall}[arguments.0.type='TemplateLiteral'][arguments.0.quasis.0.value.raw=/^\\u002Fapi/]`,
].map((selector) => ({
  selector,
  message: "Call the API with call() or stream() from lib/api-client: its route reads the answer with its schema.",
}));
const castOfJson = [
  "TSAsExpression > AwaitExpression > CallExpression[callee.property.name='json']",
  "TSAsExpression > CallExpression[callee.property.name='json']",
  "TSAsExpression > AwaitExpression > CallExpression[callee.property.name='catch'] > MemberExpression > CallExpression[callee.property.name='json']",
].map((selector) => ({
  selector,
  message: "Read JSON with a zod schema (an API route's answer, or safeParse) instead of casting it.",
}));

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
  {
    // The API is called through lib/api-client, whose routes read every answer with its schema; tests and tools
    // call it as they like.
    ignores: [...apiClientFree, "lib/api-client/**"],
    rules: { "no-restricted-syntax": ["error", ...fetchOfApi, ...castOfJson] },
  },
  {
    files: ["lib/api-client/**"],
    ignores: apiClientFree,
    rules: { "no-restricted-syntax": ["error", ...castOfJson] },
  },
]);
