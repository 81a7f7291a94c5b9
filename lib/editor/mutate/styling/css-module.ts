// The CSS Modules rule of an element: `className={styles.card}` (or `styles["card"]`, or the first such class in a
// template literal), where `styles` is imported from a `.module.css` file. The modifiers pick the selector and
// the @media block.
import type * as t from "@babel/types";

import { findAttribute } from "../../source/jsx-attributes.ts";
import { refuse } from "../../source/refuse.ts";
import type { StyleModifier } from "../../style-modifiers.ts";
import type { RuleTarget } from "./stylesheet.ts";

export const noModuleClassMessage =
  "This element has no CSS module class (className={styles.…}); style it with Tailwind or inline styles.";

export type ModuleClass = { stylesheet: string; className: string };

function moduleImports(ast: t.File): Map<string, string> {
  const imports = new Map<string, string>();
  for (const statement of ast.program.body) {
    if (statement.type !== "ImportDeclaration" || !statement.source.value.endsWith(".module.css")) continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type !== "ImportSpecifier") imports.set(specifier.local.name, statement.source.value);
    }
  }
  return imports;
}

function memberClass(expression: t.Node, imports: Map<string, string>): { source: string; className: string } | null {
  if (expression.type !== "MemberExpression" || expression.object.type !== "Identifier") return null;
  const source = imports.get(expression.object.name);
  const property = expression.property;
  const className =
    !expression.computed && property.type === "Identifier"
      ? property.name
      : expression.computed && property.type === "StringLiteral"
        ? property.value
        : null;
  return source && className !== null ? { source, className } : null;
}

/** "components" + "./card.module.css" -> "components/card.module.css"; `@/` is the project root. */
function resolveImport(fromFile: string, specifier: string): string {
  let parts: string[];
  if (specifier.startsWith("@/")) parts = specifier.slice(2).split("/");
  else if (specifier.startsWith("./") || specifier.startsWith("../"))
    parts = [...fromFile.split("/").slice(0, -1), ...specifier.split("/")];
  else refuse(`The editor can only edit stylesheets imported by a relative path; ${specifier} is not.`);
  const resolved: string[] = [];
  for (const part of parts) {
    if (part === "..") {
      if (resolved.length === 0) refuse(`${specifier} is outside the project.`);
      resolved.pop();
    } else if (part !== "." && part !== "") {
      resolved.push(part);
    }
  }
  return resolved.join("/");
}

export function moduleClassOf(ast: t.File, filePath: string, node: t.JSXElement): ModuleClass {
  const value = findAttribute(node, "className")?.value;
  if (value?.type !== "JSXExpressionContainer") refuse(noModuleClassMessage);
  const imports = moduleImports(ast);
  const expression = value.expression;
  const candidates = expression.type === "TemplateLiteral" ? expression.expressions : [expression];
  const found = candidates.map((candidate) => memberClass(candidate, imports)).find((match) => match !== null);
  if (!found) refuse(noModuleClassMessage);
  if (!/^-?[A-Za-z_][A-Za-z0-9_-]*$/.test(found.className))
    refuse(`The CSS module class "${found.className}" is not a plain class name the editor can write a rule for.`);
  return { stylesheet: resolveImport(filePath, found.source), className: found.className };
}

const states: readonly StyleModifier[] = ["hover", "focus", "active", "disabled", "required", "invalid"];
const breakpoints: readonly [StyleModifier, string][] = [
  ["sm", "40rem"],
  ["md", "48rem"],
  ["lg", "64rem"],
  ["xl", "80rem"],
  ["2xl", "96rem"],
];

/**
 * `.card`, with states as pseudo-classes (`.card:hover`), dark mode as a `.dark` ancestor (global, since CSS
 * Modules would rename it) and breakpoints as a min-width query; several breakpoints together mean the widest.
 */
export function ruleTargetOf(className: string, modifiers: readonly StyleModifier[]): RuleTarget {
  const pseudo = states
    .filter((state) => modifiers.includes(state))
    .map((state) => `:${state}`)
    .join("");
  const dark = modifiers.includes("dark") ? ":global(.dark) " : "";
  const widest = breakpoints.filter(([name]) => modifiers.includes(name)).at(-1);
  return { selector: `${dark}.${className}${pseudo}`, media: widest ? `(width >= ${widest[1]})` : null };
}
