// A JSX element's tag: reading its name, checking a new one, and what kind of element a tag names.
import * as t from "@babel/types";

export function jsxTagName(node: t.JSXElement): string {
  return jsxNameText(node.openingElement.name);
}

/** A JSX name as written: "div", "motion.div", "xlink:href". */
export function jsxNameText(name: t.JSXIdentifier | t.JSXMemberExpression | t.JSXNamespacedName): string {
  if (name.type === "JSXIdentifier") return name.name;
  if (name.type === "JSXNamespacedName") return `${name.namespace.name}:${name.name.name}`;
  return `${jsxNameText(name.object)}.${name.property.name}`;
}

const tagPattern =
  /^(?:[a-z][a-z0-9]*(?:-[a-z0-9]+)*|[A-Z][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*|[a-z][A-Za-z0-9_]*\.[A-Za-z_][A-Za-z0-9_.]*)$/;

export function isValidTagName(tag: string): boolean {
  return tagPattern.test(tag);
}

/** A JSX name node for "div", "Button" or "motion.div". */
export function jsxName(tag: string): t.JSXIdentifier | t.JSXMemberExpression {
  const [first, ...rest] = tag.split(".");
  let name: t.JSXIdentifier | t.JSXMemberExpression = t.jsxIdentifier(first ?? tag);
  for (const part of rest) name = t.jsxMemberExpression(name, t.jsxIdentifier(part));
  return name;
}

/** HTML's void elements: they can have no children. */
export const voidTags: ReadonlySet<string> = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);

export { isComponentTag } from "../tag-kind.ts";
