// A string literal in the source that can be the text the page shows: where it is and how it is written.
import type * as t from "@babel/types";
import type { Node } from "@babel/types";

/** A string literal that produces the text: where it is, and how it is written. */
export type LiteralSite = {
  file: string;
  line: number;
  start: number;
  end: number;
  value: string;
  /** A JSX attribute's value as written (title="…"), which JSX reads without escapes; an edit keeps that form. */
  jsxAttribute: boolean;
  node: t.StringLiteral | t.TemplateLiteral;
};

/** String literals that are a JSX attribute's value as written (title="…"), which JSX reads without escapes. */
export const jsxAttributeValues = new WeakSet<Node>();

export function literalSiteOf(file: string, node: Node): LiteralSite | null {
  const start = node.start;
  const end = node.end;
  if (start == null || end == null) return null;
  const line = node.loc?.start.line ?? 0;
  if (node.type === "StringLiteral")
    return { file, line, start, end, value: node.value, jsxAttribute: jsxAttributeValues.has(node), node };
  if (node.type === "TemplateLiteral" && node.expressions.length === 0) {
    const cooked = node.quasis[0]?.value.cooked;
    return typeof cooked === "string" ? { file, line, start, end, value: cooked, jsxAttribute: false, node } : null;
  }
  return null;
}
