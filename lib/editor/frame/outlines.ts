// The outlines the helper draws over the framed page, from what is hovered, selected and being dragged.
import { codebaseIdAttribute, isValidCodebaseId } from "../ids.ts";
import { stampedChildrenOf, type DropPlace } from "./drag.ts";
import { hasDirectText } from "./editable-text.ts";
import type { SourceInfo } from "./helper-options.ts";
import type { Outline } from "./overlay.ts";

export type OutlinedState = {
  document: Document;
  hovered: Element | null;
  selected: Element | null;
  multiSelected: readonly Element[];
  drop: { element: Element; place: DropPlace | null } | null;
  sourceInfo: (codebaseId: string) => SourceInfo | undefined;
  /** What the selection's "edit text" control does, when its text is dynamic; undefined hides the control. */
  editDynamicText: (selected: Element, codebaseId: string) => (() => void) | undefined;
};

/** Hovered, the selection (primary), every other element from the same source, the multi-selection, a drop. */
export function outlinesOf(state: OutlinedState): Outline[] {
  const outlines: Outline[] = [];
  const selected = state.selected;
  const selectedId = selected?.getAttribute(codebaseIdAttribute) ?? null;
  if (state.hovered && state.hovered !== selected) outlines.push({ kind: "secondary", element: state.hovered });
  // Ids are letters, digits, - and _ only, so one can sit in a selector as it is.
  if (selectedId && isValidCodebaseId(selectedId)) {
    for (const twin of Array.from(state.document.querySelectorAll(`[${codebaseIdAttribute}="${selectedId}"]`))) {
      if (twin !== selected) outlines.push({ kind: "secondary", element: twin });
    }
  }
  for (const element of state.multiSelected) if (element !== selected) outlines.push({ kind: "secondary", element });
  if (state.drop) {
    outlines.push({ kind: "move", element: state.drop.element });
    for (const child of state.drop.place ? stampedChildrenOf(state.drop.place.target) : [])
      if (child !== state.drop.element) outlines.push({ kind: "child", element: child });
  }
  if (selected && selectedId) {
    const info = state.sourceInfo(selectedId);
    const name = info?.tagName ?? selected.tagName.toLowerCase();
    outlines.push({
      kind: /^[A-Z]/.test(name) ? "component" : "primary",
      element: selected,
      name,
      editDynamicText:
        hasDirectText(selected) && !info?.staticText ? state.editDynamicText(selected, selectedId) : undefined,
    });
  }
  return outlines;
}
