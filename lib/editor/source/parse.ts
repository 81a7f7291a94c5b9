// Source text <-> syntax tree. Babel parses (TypeScript + JSX); recast prints, reusing the original text of every
// node that was not touched, so formatting outside an edited element is kept byte for byte.
import { parse as babelParse } from "@babel/parser";
import type { File, Node } from "@babel/types";
import * as recast from "recast";

import { AppError } from "../../app-error.ts";

// recast hands Babel a copy of the source with leading tabs expanded and line ends as "\n"; node offsets point
// into that copy. It is kept here so offsets can be mapped back to the original text (originalOffsets).
const parsedTexts = new WeakMap<File, string>();

export function parseSource(source: string, fileName: string): File {
  // A .ts file has no JSX (`<T>value` is a type assertion there); a .tsx file has both.
  const plugins: ("jsx" | "typescript")[] = fileName.endsWith(".tsx")
    ? ["jsx", "typescript"]
    : /\.[mc]?ts$/.test(fileName)
      ? ["typescript"]
      : ["jsx"];
  let parsedText = source;
  try {
    const ast = recast.parse(source, {
      parser: {
        parse: (text: string) => {
          parsedText = text;
          return babelParse(text, { sourceType: "module", plugins, tokens: true });
        },
      },
    }) as File;
    parsedTexts.set(ast, parsedText);
    return ast;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new AppError("invalid_input", `${fileName} could not be parsed: ${reason}`);
  }
}

/**
 * Prints a tree (or one node) with the file's own conventions: its line ends and, when it is indented with tabs,
 * tabs. The project's lines run to about 150 characters; recast's default of 74 would wrap every reprinted tag.
 */
export function printSource(ast: File | Node, originalSource = ""): string {
  return recast.print(ast, {
    quote: "double",
    wrapColumn: 150,
    lineTerminator: originalSource.includes("\r\n") ? "\r\n" : "\n",
    useTabs: /^\t/m.test(originalSource),
  }).code;
}

export function parsedTextOf(ast: File): string | undefined {
  return parsedTexts.get(ast);
}

const isSpace = (character: string | undefined) => character !== undefined && /\s/.test(character);

/**
 * Maps offsets of the parsed copy (node.start / node.end) to offsets of the original text. The two differ only in
 * whitespace runs, so equal characters pair up and each differing run maps onto the other.
 */
export function originalOffsets(ast: File, original: string): (offset: number) => number {
  const parsed = parsedTexts.get(ast) ?? original;
  if (parsed === original) return (offset) => offset;
  const map = new Int32Array(parsed.length + 1);
  let i = 0;
  let j = 0;
  while (j < parsed.length) {
    if (original[i] === parsed[j]) {
      map[j++] = i++;
      continue;
    }
    if (!isSpace(original[i]) && !isSpace(parsed[j]))
      throw new Error("the parsed copy differs from the source beyond whitespace");
    let iEnd = i;
    while (isSpace(original[iEnd])) iEnd += 1;
    let jEnd = j;
    while (isSpace(parsed[jEnd])) jEnd += 1;
    for (let k = j; k < jEnd; k += 1) map[k] = Math.min(i + (k - j), iEnd);
    i = iEnd;
    j = jEnd;
  }
  map[parsed.length] = original.length;
  return (offset) => map[offset] ?? offset;
}
