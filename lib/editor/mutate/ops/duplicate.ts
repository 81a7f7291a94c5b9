import type { SourceElement } from "../../source/elements.ts";
import { refuse } from "../../source/refuse.ts";
import type { Operation } from "../operation.ts";
import { insertChild } from "../structure/children.ts";
import { copyOf } from "../structure/snippets.ts";

/** Puts a copy of each element (as written in the source) right after it, spaced like its siblings. */
export const duplicate: Operation<"duplicate"> = (workspace, { reactElements }) => {
  const found = reactElements.map((reference) => ({ path: reference.filePath, element: workspace.resolve(reference) }));
  const copies = found.map(({ path, element }) => ({
    path,
    element,
    container: element.jsxContainer ?? refuse(notAChildMessage(element)),
    copy: copyOf(element, path),
  }));

  for (const { element, container, copy } of copies) insertChild(container, copy, { after: element.node });
  for (const path of new Set(copies.map(({ path }) => path))) workspace.touch(path);
  return copies.map(({ path, copy }) => workspace.idOf(path, copy));
};

function notAChildMessage(element: SourceElement): string {
  return element.parent
    ? `This <${element.tagName}> is placed by code ({...}), not directly inside another element, so it can't be duplicated here.`
    : "This element is the root of its component, so it can't be duplicated here.";
}
