import type { SourceElement } from "../../source/elements.ts";
import { refuse } from "../../source/refuse.ts";
import type { Operation } from "../operation.ts";
import { removeChildren, type JsxContainer } from "../structure/children.ts";
import { isWithin } from "../structure/placement.ts";

/**
 * Removes elements with the whitespace on one side of each, so no empty line is left. An element inside another
 * one being removed goes with it. Answers the ids of the elements they were removed from (as the changed source
 * numbers them); a fragment returned by a component has none.
 */
export const removeJsxElement: Operation<"removeJsxElement"> = (workspace, { elementsToRemove }) => {
  const found = elementsToRemove.map((reference) => ({
    path: reference.filePath,
    element: workspace.resolve(reference),
  }));
  const removed = found.filter(
    ({ element }) => !found.some((other) => other.element !== element && isWithin(element, other.element)),
  );
  const byContainer = new Map<JsxContainer, SourceElement[]>();
  for (const { element } of removed) {
    const container = element.jsxContainer ?? refuse(notAChildMessage(element));
    byContainer.set(container, [...(byContainer.get(container) ?? []), element]);
  }

  for (const [container, elements] of byContainer)
    removeChildren(
      container,
      elements.map((element) => element.node),
    );
  const paths = new Set(removed.map(({ path }) => path));
  for (const path of paths) workspace.touch(path);
  const parents = new Map(
    removed.flatMap(({ path, element }) => (element.parent ? [[element.parent.node, path] as const] : [])),
  );
  return [...parents].map(([node, path]) => workspace.idOf(path, node));
};

function notAChildMessage(element: SourceElement): string {
  return element.parent
    ? `This <${element.tagName}> is placed by code ({...}), not directly inside another element, so it can't be removed here. Edit the source file.`
    : "This element is the root of its component, so it can't be removed here; remove the component where it is used.";
}
