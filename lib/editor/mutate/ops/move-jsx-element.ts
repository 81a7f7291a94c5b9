import { AppError } from "../../../app-error.ts";
import { refuse } from "../../source/refuse.ts";
import type { Operation } from "../operation.ts";
import { insertChild, removeChildren } from "../structure/children.ts";
import { isWithin, targetIn } from "../structure/placement.ts";

/**
 * Moves an element (with its props and children, as written) into another element of the same file: before or
 * after one of that element's children, else as its last child. Its old place closes up without an empty line.
 */
export const moveJsxElement: Operation<"moveJsxElement"> = (workspace, payload) => {
  const { elementToMove, newContainerElement, beforeElement, afterElement, expectedCurrentParent } = payload;
  const path = elementToMove.filePath;
  const element = workspace.resolve(elementToMove);
  if (expectedCurrentParent && element.parent?.codebaseId !== expectedCurrentParent.codebaseId) {
    throw new AppError(
      "conflict",
      "The element was moved in the source since the editor loaded it. Reload the page and try again.",
    );
  }
  if (newContainerElement.filePath !== path) refuse("Elements can only be moved within the same file for now.");
  const destination = workspace.resolve(newContainerElement);
  const target = targetIn(workspace, destination, path, beforeElement, afterElement);
  const from = element.jsxContainer;
  if (!from) refuse("Only elements placed directly inside another element can be moved.");
  if (isWithin(destination, element)) refuse("An element can't be moved into itself or into one of its own children.");
  if (target.sibling?.node === element.node) refuse("Choose a neighbour other than the element being moved.");

  removeChildren(from, [element.node]);
  insertChild(target.container, element.node, target.place);
  workspace.touch(path);
  return [workspace.idOf(path, element.node)];
};
