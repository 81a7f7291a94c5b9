// What the screen derives from the frame's selection: the navigator node it names and the source elements it covers.
import type { FrameElementKey, NavTreeNode } from "@/lib/editor/frame/protocol";

/** The same rendered element: the same source element at the same place on the page. */
export function sameKey(a: FrameElementKey | null, b: FrameElementKey | null): boolean {
  return a !== null && b !== null && a.codebaseId === b.codebaseId && a.uniquePath === b.uniquePath;
}

/** The navigator node of the selected element, null when the tree does not (yet) hold it. */
export function selectedNode(tree: NavTreeNode | null, key: FrameElementKey | null): NavTreeNode | null {
  if (!tree || !key) return null;
  if (sameKey(tree.tempoElement, key)) return tree;
  for (const child of tree.children) {
    const found = selectedNode(child, key);
    if (found) return found;
  }
  return null;
}

/**
 * The source elements a change to the selection acts on: the multi-selection, else the selected element; each once,
 * as copies rendered from one source element are one element in the source.
 */
export function selectionIds(multiSelected: FrameElementKey[], selected: FrameElementKey | null): string[] {
  const keys = multiSelected.length > 0 ? multiSelected : selected ? [selected] : [];
  return [...new Set(keys.map((key) => key.codebaseId))];
}
