// JSX parsed from text (a snippet to add, or the source of an element to copy). recast keeps the text of nodes
// it parsed, so an inserted snippet or copy prints as written, only re-indented, entities and quotes included.
import type * as t from "@babel/types";
import * as recast from "recast";

import { AppError } from "../../../app-error.ts";
import type { SourceElement } from "../../source/elements.ts";
import { parseSource } from "../../source/parse.ts";

/** The one JSX element the code is (a trailing semicolon and surrounding parentheses allowed); null otherwise. */
export function parseElement(code: string, fileName: string): t.JSXElement | null {
  let file: t.File;
  try {
    file = parseSource(code, fileName);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
  const [statement, ...others] = file.program.body;
  if (others.length > 0 || file.program.directives.length > 0 || statement?.type !== "ExpressionStatement") return null;
  const expression = statement.expression;
  if (expression.type !== "JSXElement") return null;
  // Parsed in parentheses, the element would print with them wherever it goes: parse it again without them.
  if (expression.extra?.parenthesized) {
    const printed = sourceOf(expression);
    return printed.startsWith("(") && printed.endsWith(")") ? parseElement(printed.slice(1, -1), fileName) : null;
  }
  return expression;
}

/**
 * A parsed node's source as recast reuses it: lines after the first indented relative to the first line's
 * indentation. (Babel's offsets index recast's copy of the text, with tabs expanded and line endings unified,
 * so they can't be used to slice the original.)
 */
function sourceOf(node: t.Node): string {
  return recast.print(node).code;
}

/** A deep copy of an element made from its source text, so it prints exactly like the original. */
export function copyOf(element: SourceElement, path: string): t.JSXElement {
  const copy = parseElement(sourceOf(element.node), path);
  if (!copy) throw new Error(`the source of ${element.codebaseId} is not one JSX element`);
  return copy;
}
