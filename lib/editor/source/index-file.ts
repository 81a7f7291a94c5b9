// The side index of one file: every element's id, place, component and whether its text is editable.
import { collectElements, indexEntryOf, type IndexEntry } from "./elements.ts";
import { parseSource } from "./parse.ts";

export function indexSource(source: string, relativePath: string): IndexEntry[] {
  return collectElements(parseSource(source, relativePath), relativePath).map((element) => indexEntryOf(element, relativePath));
}
