// Adds data-codebase-id="…" to every JSX element of a file, in the text itself (magic-string), so everything
// else stays where it was and the source map stays exact. Nothing is written to the source file.
import MagicString, { type SourceMap } from "magic-string";

import { codebaseIdAttribute } from "../ids.ts";
import { collectElements, indexEntryOf, type IndexEntry } from "./elements.ts";
import { originalOffsets, parsedTextOf, parseSource } from "./parse.ts";

/** Fragments take no props: React warns about any but key. */
const skipped = new Set(["Fragment", "React.Fragment"]);

export type Stamped = { code: string; map: SourceMap; entries: IndexEntry[] };

export function stampSource(source: string, relativePath: string): Stamped {
  // Parsed exactly as the engine parses, so the side index's lines and columns are the ones it checks.
  const ast = parseSource(source, relativePath);
  const toOriginal = originalOffsets(ast, source);
  const elements = collectElements(ast, relativePath);
  const code = new MagicString(source);
  for (const element of elements) {
    const opening = element.node.openingElement;
    if (skipped.has(element.tagName) || opening.name.end == null) continue;
    const existing = opening.attributes.find(
      (attribute) => attribute.type === "JSXAttribute" && attribute.name.name === codebaseIdAttribute,
    );
    const stamp = `"${element.codebaseId}"`;
    // An id written into the source (copied with an element) would point at another element: it is replaced.
    if (existing?.type === "JSXAttribute" && existing.value?.start != null && existing.value.end != null) {
      code.overwrite(toOriginal(existing.value.start), toOriginal(existing.value.end), stamp);
    } else if (!existing) {
      code.appendLeft(toOriginal(opening.name.end), ` ${codebaseIdAttribute}=${stamp}`);
    }
  }
  return {
    code: code.toString(),
    map: code.generateMap({ hires: true, source: relativePath, includeContent: true }),
    entries: elements.map((element) => indexEntryOf(element, relativePath, parsedTextOf(ast) ?? source)),
  };
}
