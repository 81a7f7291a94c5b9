// Making a new change record: a fresh uuid, the fields validated (id lists deduplicated), and a readable name.
import { parseChange } from "./parse";
import type { ChangeFieldsInput, ChangeRecord, ChangeRecordOf, ChangeType } from "./schemas";

export function createChange<T extends ChangeType>(
  type: T,
  changeFields: ChangeFieldsInput[T],
  changeName?: string,
): ChangeRecordOf<T> {
  // globalThis.crypto, not node:crypto: records are also made in the browser editor.
  const change = parseChange({ id: globalThis.crypto.randomUUID(), type, changeName: changeName ?? "", changeFields });
  // parseChange checked the type against the literal passed in, so the record is of type T.
  return { ...change, changeName: changeName ?? defaultChangeName(change) } as ChangeRecordOf<T>;
}

/** The short label the editor shows for a change, e.g. "Edit text" or "Add class bg-red-500". */
export function defaultChangeName(change: ChangeRecord): string {
  switch (change.type) {
    case "STYLING":
      return "Change styling";
    case "ADD_JSX":
      return change.changeFields.addNativeTag ? `Add ${change.changeFields.addNativeTag}` : "Add element";
    case "MOVE_JSX":
      return "Move element";
    case "REMOVE_JSX":
      return countedName("Remove", change.changeFields.codebaseIdsToRemove.length);
    case "CHANGE_PROP":
      return `Change prop ${change.changeFields.propName}`;
    case "ADD_CLASS":
      return `Add class ${change.changeFields.className}`;
    case "REMOVE_CLASS":
      return `Remove class ${change.changeFields.className}`;
    case "UPDATE_CLASSES":
      return "Update classes";
    case "EDIT_TEXT":
      return "Edit text";
    case "WRAP_DIV":
      return "Wrap in div";
    case "CHANGE_TAG":
      return `Change tag to ${change.changeFields.newTagName}`;
    case "DUPLICATE":
      return countedName("Duplicate", change.changeFields.codebaseIdsToDuplicate.length);
    case "UNDO":
      return `Undo ${change.changeFields.changeToUndo.changeName}`;
    case "REDO":
      return `Redo ${change.changeFields.changeToRedo.changeName}`;
    case "UNKNOWN":
      return "Unknown change";
  }
}

function countedName(verb: string, count: number): string {
  return count === 1 ? `${verb} element` : `${verb} ${count} elements`;
}
