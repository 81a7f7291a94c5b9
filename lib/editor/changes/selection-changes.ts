// The change records the editor screen makes from its selection, one builder per action of the toolbar, the
// properties panel and the frame. Each answers null when there is nothing to act on (no selection, no drop target,
// text left as it was), so the screen runs nothing.
import type { FrameElementKey } from "../frame/protocol.ts";
import type { StylingFramework } from "../mutate/schemas.ts";
import type { StyleModifier } from "../style-modifiers.ts";
import { createChange } from "./create.ts";
import type { ChangeRecordOf } from "./schemas.ts";

/** A new element of the given tag, added to the selected element. */
export function addElementChange(codebaseId: string | null, tag: string): ChangeRecordOf<"ADD_JSX"> | null {
  return codebaseId
    ? createChange("ADD_JSX", {
        codebaseIdToAddTo: codebaseId,
        addNativeTag: tag,
        propsToSet: {},
        extraPathToContents: {},
      })
    : null;
}

export function wrapInDivChange(selection: string[]): ChangeRecordOf<"WRAP_DIV"> | null {
  return selection.length > 0 ? createChange("WRAP_DIV", { codebaseIdsToWrap: selection }) : null;
}

export function duplicateChange(selection: string[]): ChangeRecordOf<"DUPLICATE"> | null {
  return selection.length > 0 ? createChange("DUPLICATE", { codebaseIdsToDuplicate: selection }) : null;
}

export function removeChange(selection: string[]): ChangeRecordOf<"REMOVE_JSX"> | null {
  return selection.length > 0 ? createChange("REMOVE_JSX", { codebaseIdsToRemove: selection }) : null;
}

export function changeTagChange(codebaseId: string | null, newTagName: string): ChangeRecordOf<"CHANGE_TAG"> | null {
  return codebaseId ? createChange("CHANGE_TAG", { codebaseIdToChange: codebaseId, newTagName }) : null;
}

/** Text saved from the properties panel. */
export function editTextChange(
  codebaseId: string | null,
  newText: string,
  oldText: string,
): ChangeRecordOf<"EDIT_TEXT"> | null {
  return codebaseId ? createChange("EDIT_TEXT", { codebaseIdToEditText: codebaseId, newText, oldText }) : null;
}

/** Text edited in the page; only spaces around it changed counts as no change. */
export function editedTextChange(edit: {
  key: FrameElementKey;
  newText: string;
  oldText: string;
}): ChangeRecordOf<"EDIT_TEXT"> | null {
  return edit.newText.trim() === edit.oldText.trim()
    ? null
    : editTextChange(edit.key.codebaseId, edit.newText, edit.oldText);
}

/** A Tailwind class added to the selected element, under the given modifiers. */
export function addClassChange(
  codebaseId: string | null,
  className: string,
  modifiers: StyleModifier[],
): ChangeRecordOf<"ADD_CLASS"> | null {
  return codebaseId
    ? createChange("ADD_CLASS", {
        codebaseIdToAddClass: codebaseId,
        className,
        addingTailwindClass: true,
        modifiers,
        customProperties: {},
      })
    : null;
}

export function removeClassChange(codebaseId: string | null, className: string): ChangeRecordOf<"REMOVE_CLASS"> | null {
  return codebaseId ? createChange("REMOVE_CLASS", { codebaseIdToRemoveClass: codebaseId, className }) : null;
}

/** A prop set to a new value; for a prop read from page data, the value the page shows picks the literal to change. */
export function changePropChange(
  codebaseId: string | null,
  propName: string,
  propValue: string,
  oldValue?: string,
): ChangeRecordOf<"CHANGE_PROP"> | null {
  return codebaseId
    ? createChange("CHANGE_PROP", {
        codebaseIdToChange: codebaseId,
        propName,
        propValue,
        ...(oldValue === undefined ? {} : { oldValue }),
      })
    : null;
}

/** One CSS property of the selected element, written the chosen way, under the modifier the panel has picked. */
export function stylingChange(
  codebaseId: string | null,
  style: { property: string; value: string; framework: StylingFramework; modifier: StyleModifier | "" },
): ChangeRecordOf<"STYLING"> | null {
  return codebaseId
    ? createChange("STYLING", {
        codebaseId,
        stylingChanges: { [style.property]: style.value },
        stylingFramework: style.framework,
        modifiers: style.modifier ? [style.modifier] : [],
        customProperties: {},
      })
    : null;
}

/** The element dragged in the page, moved to where it was dropped; a drop on no place moves nothing. */
export function dropChange(drop: {
  key: FrameElementKey;
  target: FrameElementKey | null;
  before: FrameElementKey | null;
  after: FrameElementKey | null;
}): ChangeRecordOf<"MOVE_JSX"> | null {
  return drop.target
    ? createChange("MOVE_JSX", {
        codebaseIdToMove: drop.key.codebaseId,
        codebaseIdToMoveTo: drop.target.codebaseId,
        beforeCodebaseId: drop.before?.codebaseId ?? null,
        afterCodebaseId: drop.after?.codebaseId ?? null,
      })
    : null;
}
