import * as t from "@babel/types";

import type { SourceElement } from "../../source/elements.ts";
import { findAttribute } from "../../source/jsx-attributes.ts";
import { refuse } from "../../source/refuse.ts";
import { replaceAt } from "../../source/walk.ts";
import type { Operation } from "../operation.ts";
import { isBlank, normalized, textPiece, wrapChildren } from "../structure/children.ts";
import { copyOf } from "../structure/snippets.ts";

const notNeighboursMessage = "Only neighbouring elements of one parent can be wrapped together.";

/**
 * Wraps one element (wherever it is, a component's root included) or neighbouring children of one element in a
 * new <div>, which takes their place; they move one level deeper inside it.
 */
export const wrapInDiv: Operation<"wrapInDiv"> = (workspace, { reactElements }) => {
  const elements = reactElements.map((reference) => workspace.resolve(reference));
  const path = reactElements[0]?.filePath ?? "";
  const div = t.jsxElement(
    t.jsxOpeningElement(t.jsxIdentifier("div"), []),
    t.jsxClosingElement(t.jsxIdentifier("div")),
    [],
  );
  const [only] = elements;
  if (elements.length === 1 && only) {
    // A root in `return (...)` would keep its parentheses inside the div: it goes in as a copy parsed without.
    const inner = only.node.extra?.parenthesized ? copyOf(only, path) : only.node;
    // In a list (`items.map(...)`) React needs the key on the outermost element: it moves to the div.
    const key = findAttribute(inner, "key");
    if (key) {
      inner.openingElement.attributes.splice(inner.openingElement.attributes.indexOf(key), 1);
      div.openingElement.attributes.push(key);
    }
    div.children = normalized([textPiece("\n"), inner, textPiece("\n")]);
    // A new node in the element's place: recast prints the div there and leaves the rest of the file as it was.
    replaceAt(only.slot, div);
  } else {
    const { container, nodes } = neighbours(
      elements,
      reactElements.map((reference) => reference.filePath),
    );
    wrapChildren(container, nodes, div);
  }
  workspace.touch(path);
  return [workspace.idOf(path, div)];
};

/** The elements' common children list and the elements in its order; refuses unless only whitespace is between. */
function neighbours(elements: readonly SourceElement[], paths: readonly string[]) {
  const container = elements[0]?.jsxContainer;
  if (
    !container ||
    paths.some((path) => path !== paths[0]) ||
    elements.some((element) => element.jsxContainer !== container)
  )
    refuse(notNeighboursMessage);
  const chosen = new Set<t.Node>(elements.map((element) => element.node));
  const indexes = container.children.flatMap((child, index) => (chosen.has(child) ? [index] : []));
  const first = indexes[0] ?? 0;
  const last = indexes.at(-1) ?? 0;
  const between = container.children.slice(first, last + 1);
  if (between.some((child) => !chosen.has(child) && !isBlank(child))) refuse(notNeighboursMessage);
  return { container, nodes: between.filter((child): child is t.JSXElement => chosen.has(child)) };
}
