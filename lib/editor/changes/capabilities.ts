// What the editor may do with a change before the source call answers.
import type { ChangeRecord, ChangeType } from "./schemas";

/** Types whose effect the preview frame can take back at once, without waiting for the files. */
export const instantUndoTypes: readonly ChangeType[] = ["REMOVE_JSX", "ADD_CLASS", "STYLING", "UPDATE_CLASSES"];

/** Types that may send an instant update to the preview frame while a flush of earlier changes is in progress. */
export const flushInstantUpdateTypes: readonly ChangeType[] = ["STYLING", "ADD_CLASS", "UPDATE_CLASSES"];

export function supportsInstantUndo(change: ChangeRecord): boolean {
  return instantUndoTypes.includes(change.type);
}

export function canInstantUpdateDuringFlush(change: ChangeRecord): boolean {
  return flushInstantUpdateTypes.includes(change.type);
}
