// The side index of one file: every element's id, place, component and whether its text is editable.
import { collectElements, indexEntryOf, type IndexEntry } from "./elements.ts";
import { parsedTextOf, parseSource } from "./parse.ts";

export function indexSource(source: string, relativePath: string): IndexEntry[] {
  const ast = parseSource(source, relativePath);
  const text = parsedTextOf(ast) ?? source;
  return collectElements(ast, relativePath).map((element) => indexEntryOf(element, relativePath, text));
}
