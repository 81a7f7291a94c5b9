// A JSX element's attributes: finding, setting and removing them, and writing string values the way the source does.
import * as t from "@babel/types";

import { jsxNameText } from "./jsx-tags.ts";
import { parseSource } from "./parse.ts";
import { offset, type TextEdit } from "./text-edit.ts";

export function findAttribute(node: t.JSXElement, name: string): t.JSXAttribute | null {
  for (const attribute of node.openingElement.attributes) {
    if (attribute.type === "JSXAttribute" && jsxNameText(attribute.name) === name) return attribute;
  }
  return null;
}

/** An attribute name node: "title", or "xlink:href" as a namespaced name. */
function attributeName(name: string): t.JSXIdentifier | t.JSXNamespacedName {
  const colon = name.indexOf(":");
  return colon < 0
    ? t.jsxIdentifier(name)
    : t.jsxNamespacedName(t.jsxIdentifier(name.slice(0, colon)), t.jsxIdentifier(name.slice(colon + 1)));
}

/** Sets (or with null removes) an attribute, keeping its place among the others. */
export function setAttribute(node: t.JSXElement, name: string, value: t.JSXAttribute["value"] | null): void {
  const attributes = node.openingElement.attributes;
  const existing = findAttribute(node, name);
  if (value === null) {
    if (existing) attributes.splice(attributes.indexOf(existing), 1);
    return;
  }
  if (existing) existing.value = value;
  else attributes.push(t.jsxAttribute(attributeName(name), value));
}

/** An entity JSX would decode inside a string attribute ("&amp;" would read as "&"). */
const entityPattern = /&(?:#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/i;

/**
 * A string as an attribute value: "text" when JSX can hold it literally, {"text"} otherwise. Given the value it
 * replaces, keeps that one's form (its quote, {"..."}, {`...`}) so an edited attribute reads as before.
 */
export function stringAttributeValue(
  value: string,
  previous?: t.JSXAttribute["value"],
): t.StringLiteral | t.JSXExpressionContainer {
  const code = stringAttributeCode(value, previous);
  if (code.startsWith('"')) return t.stringLiteral(value);
  if (code.startsWith('{"')) return t.jsxExpressionContainer(t.stringLiteral(value));
  // Built, not parsed: recast keeps a template's lines as they are only for a template element it prints itself.
  if (code.startsWith("{`"))
    return t.jsxExpressionContainer(
      t.templateLiteral([t.templateElement({ raw: code.slice(2, -2), cooked: value }, true)], []),
    );
  // Parsed from its code, so it prints so: recast prints every new string with double quotes.
  const statement = parseSource(`<x a=${code} />;`, "value.tsx").program.body[0];
  const element = statement?.type === "ExpressionStatement" ? statement.expression : null;
  const attribute = element?.type === "JSXElement" ? element.openingElement.attributes[0] : null;
  const parsed = attribute?.type === "JSXAttribute" ? attribute.value : null;
  if (parsed?.type !== "StringLiteral" && parsed?.type !== "JSXExpressionContainer")
    throw new Error(`not an attribute value: ${code}`);
  return parsed;
}

/** The code of a string attribute value, as stringAttributeValue makes it: '"text"', "{'it\\'s'}"... */
export function stringAttributeCode(value: string, previous?: t.JSXAttribute["value"]): string {
  // Between quotes, JSX reads no escapes but does decode entities.
  const plain = !/[\\\u0000-\u001f]/.test(value) && !entityPattern.test(value);
  if (previous?.type === "StringLiteral" && quoteOf(previous) === "'" && plain && !value.includes("'"))
    return `'${value}'`;
  if (previous?.type === "JSXExpressionContainer") {
    const expression = previous.expression;
    if (expression.type === "TemplateLiteral" && expression.expressions.length === 0)
      return `{${jsStringCode(value, "`")}}`;
    if (expression.type === "StringLiteral") return `{${jsStringCode(value, quoteOf(expression))}}`;
  }
  return plain && !value.includes('"') ? `"${value}"` : `{${JSON.stringify(value)}}`;
}

/** The quote a string literal is written with. */
export function quoteOf(literal: t.StringLiteral): "'" | '"' {
  const raw: unknown = literal.extra?.raw;
  return typeof raw === "string" && raw.startsWith("'") ? "'" : '"';
}

/** `value` as a JavaScript string literal in the given quotes, or as a template without expressions (backticks). */
export function jsStringCode(value: string, quote: "'" | '"' | "`"): string {
  if (quote === "`") return `\`${value.replace(/\\|`|\$\{/g, (special) => `\\${special}`)}\``;
  const json = JSON.stringify(value);
  return quote === '"' ? json : `'${json.slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}

/** Where the whitespace before `position` starts. */
function spaceBefore(source: string, position: number): number {
  let start = position;
  while (start > 0 && /[ \t\r\n]/.test(source[start - 1] ?? "")) start -= 1;
  return start;
}

/**
 * The edit of the source that sets an attribute to the value code ('"x"', "{1}"; "" for a bare `disabled`) or,
 * with null, removes it (with the space before it). Only that attribute's text changes: the others, their quotes
 * and the tag's line breaks stay as written. A new attribute goes last, on a line of its own when the last one is.
 * Null when nothing changes.
 */
export function attributeEdit(source: string, node: t.JSXElement, name: string, code: string | null): TextEdit | null {
  const attribute = findAttribute(node, name);
  if (attribute) {
    const end = offset(attribute.end);
    if (code === null) return { start: spaceBefore(source, offset(attribute.start)), end, text: "" };
    if (attribute.value)
      return { start: code === "" ? offset(attribute.name.end) : offset(attribute.value.start), end, text: code };
    return code === "" ? null : { start: end, end, text: `=${code}` };
  }
  if (code === null) return null;
  const opening = node.openingElement;
  const last = opening.attributes.at(-1);
  const after = offset((last ?? opening.typeParameters ?? opening.name).end);
  const space = last ? source.slice(spaceBefore(source, offset(last.start)), offset(last.start)) : "";
  return {
    start: after,
    end: after,
    text: `${space.includes("\n") ? space : " "}${code === "" ? name : `${name}=${code}`}`,
  };
}

/** The literal text of an attribute: "x", {"x"} or {`x`}; null when it is computed in code or has no value. */
export function literalAttributeText(attribute: t.JSXAttribute): string | null {
  const value = attribute.value;
  if (!value) return null;
  if (value.type === "StringLiteral") return value.value;
  if (value.type !== "JSXExpressionContainer") return null;
  const expression = value.expression;
  if (expression.type === "StringLiteral") return expression.value;
  if (expression.type === "TemplateLiteral" && expression.expressions.length === 0)
    return expression.quasis[0]?.value.cooked ?? null;
  return null;
}
