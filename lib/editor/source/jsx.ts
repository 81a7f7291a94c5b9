// Reading and writing the parts of a JSX element the editor changes: its tag, attributes, class names and text.
import * as t from "@babel/types";

import { AppError } from "../../app-error.ts";
import { parseSource } from "./parse.ts";

/** A change the engine will not make (dynamic code, a stale view, an impossible structure): a 4xx, never half-applied. */
export function refuse(message: string): never {
  throw new AppError("invalid_input", message);
}

export function jsxTagName(node: t.JSXElement): string {
  return nameText(node.openingElement.name);
}

function nameText(name: t.JSXIdentifier | t.JSXMemberExpression | t.JSXNamespacedName): string {
  if (name.type === "JSXIdentifier") return name.name;
  if (name.type === "JSXNamespacedName") return `${name.namespace.name}:${name.name.name}`;
  return `${nameText(name.object)}.${name.property.name}`;
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

export function isComponentTag(tag: string): boolean {
  return /^[A-Z]/.test(tag) || tag.includes(".");
}

export function findAttribute(node: t.JSXElement, name: string): t.JSXAttribute | null {
  for (const attribute of node.openingElement.attributes) {
    if (attribute.type === "JSXAttribute" && nameText(attribute.name) === name) return attribute;
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

/** A change to a file's text: the original range [start, end) replaced by text. */
export type TextEdit = { start: number; end: number; text: string };

/** A parsed node's start or end offset (always set by the parser; the types allow null). */
export function offset(position: number | null | undefined): number {
  if (position == null) throw new Error("a parsed node has a position");
  return position;
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

export const dynamicClassesMessage =
  "This element's classes are computed in code (className={...}), so the editor can't change them. Edit them in the source file.";

/** The element's class list as written in the source ("" without a className); refuses computed class names. */
export function readClassName(node: t.JSXElement): string {
  const attribute = findAttribute(node, "className");
  if (!attribute) return "";
  const text = literalAttributeText(attribute);
  if (text === null) refuse(dynamicClassesMessage);
  return text;
}

/** The text edit that writes the className text as given, like writeClassText but leaving the rest of the tag as written. */
export function classNameEdit(source: string, node: t.JSXElement, text: string): TextEdit | null {
  const previous = findAttribute(node, "className")?.value;
  return attributeEdit(source, node, "className", text.trim() === "" ? null : stringAttributeCode(text, previous));
}

export function splitClasses(value: string): string[] {
  return value.split(/\s+/).filter(Boolean);
}

/**
 * Edits a className text in place: `edit` keeps a class (its name), replaces it (another name) or drops it (null),
 * and `append` goes after the last class. A dropped class takes the space before it along (the one after it at the
 * start); everything else keeps its spacing and line breaks. "" when no class is left.
 */
export function editClassText(text: string, edit: (name: string) => string | null, append?: string): string {
  const kept: string[] = [];
  let previousEnd = 0;
  for (const match of text.matchAll(/\S+/g)) {
    const space = text.slice(previousEnd, match.index);
    previousEnd = match.index + match[0].length;
    const name = edit(match[0]);
    if (name !== null) kept.push(kept.length === 0 ? name : `${space}${name}`);
  }
  if (previousEnd === 0) return append ?? "";
  if (append !== undefined) kept.push(kept.length === 0 ? append : ` ${append}`);
  if (kept.length === 0) return "";
  return `${/^\s*/.exec(text)?.[0] ?? ""}${kept.join("")}${text.slice(previousEnd)}`;
}

/** Writes the class list (removing the attribute when it is empty); the caller has checked it was literal. */
export function writeClassName(node: t.JSXElement, classes: string): void {
  writeClassText(node, splitClasses(classes).join(" "));
}

/**
 * Writes the className text as given (its spacing and line breaks kept), in the attribute's present form; a text
 * without classes removes the attribute. The caller has checked the class names were literal.
 */
export function writeClassText(node: t.JSXElement, text: string): void {
  const previous = findAttribute(node, "className")?.value;
  setAttribute(node, "className", text.trim() === "" ? null : stringAttributeValue(text, previous));
}

const namedEntities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  copy: "©",
  mdash: "—",
  ndash: "–",
  hellip: "…",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
};

function decodeEntities(raw: string): string {
  return raw.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (whole, body: string) => {
    if (body[0] === "#") {
      const code =
        body[1] === "x" || body[1] === "X" ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return Object.hasOwn(namedEntities, body) ? (namedEntities[body] ?? whole) : whole;
  });
}

/** What React renders for a JSX text child as written in the source: entities decoded, then as cleanJsxText. */
export function renderedJsxText(raw: string): string {
  return cleanJsxText(decodeEntities(raw));
}

/** Babel's JSX text rule on decoded text: lines trimmed, blank lines dropped, joined by spaces. */
function cleanJsxText(value: string): string {
  const lines = value.split(/\r\n|\n|\r/);
  const kept: string[] = [];
  lines.forEach((line, index) => {
    let text = line.replace(/\t/g, " ");
    if (index !== 0) text = text.replace(/^[ ]+/, "");
    if (index !== lines.length - 1) text = text.replace(/[ ]+$/, "");
    if (text) kept.push(text);
  });
  return kept.join(" ");
}

/** The text a JSX text child shows (trimmed lines joined by spaces, entities decoded). */
export function shownJsxText(child: t.JSXText): string {
  return cleanJsxText(child.value);
}

/** The rendered text of an element whose only child is plain text; null otherwise. */
export function staticTextOf(node: t.JSXElement): string | null {
  const [child, ...others] = node.children;
  if (!child || others.length > 0 || child.type !== "JSXText") return null;
  // Babel has decoded the entities of a parsed text's value already (extra.raw keeps them).
  const text = cleanJsxText(child.value);
  return text.trim() === "" ? null : text;
}

/** Text as a JSX child that renders exactly as `text`: characters JSX would read as syntax become entities. */
export function escapeJsxText(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/\{/g, "&#123;")
    .replace(/\}/g, "&#125;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;")
    .replace(/\u00a0/g, "&nbsp;");
}

export function jsxText(raw: string): t.JSXText {
  const node = t.jsxText(raw);
  node.extra = { raw, rawValue: raw };
  return node;
}
