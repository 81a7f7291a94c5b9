// The house format. Imports are sorted into three groups, a blank line between them:
//   1. Node's built-in modules and packages ("node:path", "react", "@radix-ui/react-dialog")
//   2. this repository from its root ("@/lib/config", "@/components/ui/button")
//   3. files beside this one ("./schema", "../store")
// Inside one lib/ domain, import its own files relatively; from anywhere else, import them through "@/".
/** @type {import("prettier").Config} */
const config = {
  printWidth: 120,
  plugins: ["@ianvs/prettier-plugin-sort-imports"],
  importOrder: ["<BUILTIN_MODULES>", "<THIRD_PARTY_MODULES>", "", "^@/(.*)$", "", "^[.]"],
  importOrderTypeScriptVersion: "5.0.0",
};

export default config;
