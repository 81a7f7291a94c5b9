// Adds data-codebase-id="…" to every JSX element of a file, in the text itself (magic-string), so everything
// else stays where it was and the source map stays exact. Nothing is written to the source file.
import { parse } from "@babel/parser";
import MagicString, { type SourceMap } from "magic-string";
import { collectElements, indexEntryOf, type IndexEntry } from "./elements.ts";

export const codebaseIdAttribute = "data-codebase-id";

/** Fragments take no props: React warns about any but key. */
const skipped = new Set(["Fragment", "React.Fragment"]);

export type Stamped = { code: string; map: SourceMap; entries: IndexEntry[] };

export function stampSource(source: string, relativePath: string): Stamped {
  const plugins: ("jsx" | "typescript")[] = relativePath.endsWith(".tsx") ? ["jsx", "typescript"] : ["jsx"];
  const ast = parse(source, { sourceType: "module", plugins });
  const elements = collectElements(ast, relativePath);
  const code = new MagicString(source);
  for (const element of elements) {
    const opening = element.node.openingElement;
    const stamped = opening.attributes.some((attribute) => attribute.type === "JSXAttribute" && attribute.name.name === codebaseIdAttribute);
    if (skipped.has(element.tagName) || stamped || opening.name.end == null) continue;
    code.appendLeft(opening.name.end, ` ${codebaseIdAttribute}="${element.codebaseId}"`);
  }
  return {
    code: code.toString(),
    map: code.generateMap({ hires: true, source: relativePath, includeContent: true }),
    entries: elements.map((element) => indexEntryOf(element, relativePath)),
  };
}
