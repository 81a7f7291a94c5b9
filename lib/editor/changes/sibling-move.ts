// Moving the selection one place up or down among its siblings: the keyboard's way to do what dragging does.
import type { FrameElementKey, NavTreeNode } from "../frame/protocol.ts";
import { createChange } from "./create.ts";
import type { ChangeRecordOf } from "./schemas.ts";

export type MoveDirection = "up" | "down";

function sameKey(a: FrameElementKey, b: FrameElementKey): boolean {
  return a.codebaseId === b.codebaseId && a.uniquePath === b.uniquePath;
}

function parentOf(tree: NavTreeNode, key: FrameElementKey): NavTreeNode | null {
  for (const child of tree.children) {
    if (sameKey(child.tempoElement, key)) return tree;
    const found = parentOf(child, key);
    if (found) return found;
  }
  return null;
}

/**
 * The MOVE_JSX that puts the element before its previous sibling (up) or after its next one (down); null at either
 * end or at the top of the page. Copies rendered from the same source element (a list) are not separate places.
 */
export function siblingMove(
  tree: NavTreeNode | null,
  key: FrameElementKey | null,
  direction: MoveDirection,
): ChangeRecordOf<"MOVE_JSX"> | null {
  if (!tree || !key) return null;
  const parent = parentOf(tree, key);
  if (!parent || parent === tree) return null;
  const siblings = parent.children.filter(
    (child) => child.tempoElement.codebaseId !== key.codebaseId || sameKey(child.tempoElement, key),
  );
  const index = siblings.findIndex((child) => sameKey(child.tempoElement, key));
  const neighbour = siblings[direction === "up" ? index - 1 : index + 1];
  if (!neighbour) return null;
  return createChange("MOVE_JSX", {
    codebaseIdToMove: key.codebaseId,
    codebaseIdToMoveTo: parent.tempoElement.codebaseId,
    beforeCodebaseId: direction === "up" ? neighbour.tempoElement.codebaseId : null,
    afterCodebaseId: direction === "down" ? neighbour.tempoElement.codebaseId : null,
  });
}
