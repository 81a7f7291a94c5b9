// What the preview frame can show of a change before the source is rewritten (instant DOM updates for styling,
// classes, text and removal), and which elements a change names, so they can be resolved first.
import type { ChangeRecord } from "./schemas";

export type InstantUpdatePlan =
  | { kind: "styling"; codebaseId: string; styles: Record<string, string> }
  | { kind: "classes"; codebaseId: string; classes: string }
  | { kind: "text"; codebaseId: string; text: string; oldText: string }
  | { kind: "remove"; codebaseId: string };

function splitClasses(classes: string): string[] {
  return classes.split(/\s+/).filter(Boolean);
}

/**
 * The frame updates a change asks for. `classList` is the element's classes as the frame last reported them; a
 * class change without it has nothing safe to show. Modifier and custom-property changes wait for the source.
 */
export function instantUpdatesFor(change: ChangeRecord, classList: readonly string[] | null): InstantUpdatePlan[] {
  switch (change.type) {
    case "STYLING": {
      const fields = change.changeFields;
      if (fields.modifiers.length > 0 || Object.keys(fields.stylingChanges).length === 0) return [];
      return [{ kind: "styling", codebaseId: fields.codebaseId, styles: fields.stylingChanges }];
    }
    case "ADD_CLASS": {
      const fields = change.changeFields;
      if (!classList || fields.modifiers.length > 0) return [];
      const added = splitClasses(fields.className).filter((name) => !classList.includes(name));
      return [
        { kind: "classes", codebaseId: fields.codebaseIdToAddClass, classes: [...classList, ...added].join(" ") },
      ];
    }
    case "REMOVE_CLASS": {
      const fields = change.changeFields;
      if (!classList) return [];
      const removed = new Set(splitClasses(fields.className));
      return [
        {
          kind: "classes",
          codebaseId: fields.codebaseIdToRemoveClass,
          classes: classList.filter((name) => !removed.has(name)).join(" "),
        },
      ];
    }
    case "UPDATE_CLASSES":
      return [
        {
          kind: "classes",
          codebaseId: change.changeFields.codebaseIdToUpdateClass,
          classes: splitClasses(change.changeFields.newClasses).join(" "),
        },
      ];
    case "EDIT_TEXT":
      return [
        {
          kind: "text",
          codebaseId: change.changeFields.codebaseIdToEditText,
          text: change.changeFields.newText,
          oldText: change.changeFields.oldText,
        },
      ];
    case "REMOVE_JSX":
      return change.changeFields.codebaseIdsToRemove.map((codebaseId) => ({ kind: "remove", codebaseId }));
    default:
      return [];
  }
}

/** Every codebase id the change's source call refers to. */
export function referencedIds(change: ChangeRecord): string[] {
  const ids: (string | null)[] = [];
  switch (change.type) {
    case "STYLING":
      ids.push(change.changeFields.codebaseId);
      break;
    case "ADD_JSX":
      ids.push(
        change.changeFields.codebaseIdToAddTo,
        change.changeFields.beforeCodebaseId,
        change.changeFields.afterCodebaseId,
      );
      break;
    case "MOVE_JSX": {
      const fields = change.changeFields;
      ids.push(
        fields.codebaseIdToMove,
        fields.codebaseIdToMoveTo,
        fields.beforeCodebaseId,
        fields.afterCodebaseId,
        fields.expectedCurrentParentCodebaseId,
      );
      break;
    }
    case "REMOVE_JSX":
      ids.push(...change.changeFields.codebaseIdsToRemove);
      break;
    case "CHANGE_PROP":
    case "CHANGE_TAG":
      ids.push(change.changeFields.codebaseIdToChange);
      break;
    case "ADD_CLASS":
      ids.push(change.changeFields.codebaseIdToAddClass);
      break;
    case "REMOVE_CLASS":
      ids.push(change.changeFields.codebaseIdToRemoveClass);
      break;
    case "UPDATE_CLASSES":
      ids.push(change.changeFields.codebaseIdToUpdateClass);
      break;
    case "EDIT_TEXT":
      ids.push(change.changeFields.codebaseIdToEditText);
      break;
    case "WRAP_DIV":
      ids.push(...change.changeFields.codebaseIdsToWrap);
      break;
    case "DUPLICATE":
      ids.push(...change.changeFields.codebaseIdsToDuplicate);
      break;
    default:
      break;
  }
  return [...new Set(ids.filter((id): id is string => id !== null))];
}
