// Used by the tests only: one filled-in record of every change type, and a resolver that knows every element.
import type { ElementReference } from "../mutate/schemas";
import { createChange } from "./create";
import type { ChangeRecordOf, ChangeType } from "./schemas";

export function sampleChanges(): { [T in ChangeType]: ChangeRecordOf<T> } {
  const editText = createChange("EDIT_TEXT", {
    codebaseIdToEditText: "hero-3fa2b1c9-0_1",
    newText: "Write faster",
    oldText: "Write",
  });
  return {
    STYLING: createChange("STYLING", {
      codebaseId: "hero-3fa2b1c9-0",
      stylingChanges: { "padding-top": "12px", color: "" },
      stylingFramework: "Tailwind",
      modifiers: ["hover", "md"],
      customProperties: { "--brand": "#4597F7" },
    }),
    ADD_JSX: createChange("ADD_JSX", {
      codebaseIdToAddTo: "hero-3fa2b1c9-0",
      beforeCodebaseId: "hero-3fa2b1c9-0_2",
      afterCodebaseId: "hero-3fa2b1c9-0_1",
      addNativeTag: "section",
      propsToSet: { className: "p-4", hidden: false },
      deletedStoryboardId: "board_1",
      htmlForInstantUpdate: '<section class="p-4"></section>',
      extraPathToContents: { "components/extra.tsx": "export const extra = 1;\n" },
    }),
    MOVE_JSX: createChange("MOVE_JSX", {
      codebaseIdToMove: "hero-3fa2b1c9-0_2",
      codebaseIdToMoveTo: "footer-0a1b2c3d-0",
      afterCodebaseId: "footer-0a1b2c3d-0_0",
      expectedCurrentParentCodebaseId: "hero-3fa2b1c9-0",
    }),
    REMOVE_JSX: createChange("REMOVE_JSX", { codebaseIdsToRemove: ["hero-3fa2b1c9-0_2", "hero-3fa2b1c9-0_1"] }),
    CHANGE_PROP: createChange("CHANGE_PROP", {
      codebaseIdToChange: "hero-3fa2b1c9-0_1",
      propName: "aria-label",
      propValue: "Main heading",
    }),
    ADD_CLASS: createChange("ADD_CLASS", {
      codebaseIdToAddClass: "hero-3fa2b1c9-0",
      className: "bg-red-500",
      addingTailwindClass: true,
      modifiers: ["dark"],
    }),
    REMOVE_CLASS: createChange("REMOVE_CLASS", { codebaseIdToRemoveClass: "hero-3fa2b1c9-0", className: "bg-red-500" }),
    UPDATE_CLASSES: createChange("UPDATE_CLASSES", {
      codebaseIdToUpdateClass: "hero-3fa2b1c9-0",
      newClasses: "p-4 text-lg",
      oldClasses: "p-2",
    }),
    EDIT_TEXT: editText,
    WRAP_DIV: createChange("WRAP_DIV", { codebaseIdsToWrap: ["hero-3fa2b1c9-0_1", "hero-3fa2b1c9-0_2"] }),
    CHANGE_TAG: createChange("CHANGE_TAG", { codebaseIdToChange: "hero-3fa2b1c9-0_1", newTagName: "h2" }),
    DUPLICATE: createChange("DUPLICATE", { codebaseIdsToDuplicate: ["hero-3fa2b1c9-0_1"] }),
    UNDO: createChange("UNDO", { changeToUndo: editText }),
    REDO: createChange("REDO", { changeToRedo: createChange("UNDO", { changeToUndo: editText }) }),
    UNKNOWN: createChange("UNKNOWN", { somethingNew: { nested: [1, "two"] }, flag: true }),
  };
}

export function resolveAnywhere(codebaseId: string): ElementReference {
  return { codebaseId, filePath: "components/hero.tsx", line: 3, column: 4 };
}
