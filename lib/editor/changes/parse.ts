// Validates a change record, answering with the editor's own error texts where they apply.
import { AppError } from "../../app-error";
import { codebaseIdError, storyboardIdError } from "../ids";
import { changeRecordSchema, isChangeType, unknownChangeTypeError, type ChangeRecord } from "./schemas";

/**
 * A record of an unknown type (at the top or nested in UNDO/REDO) fails with "Unknown change type", one with a bad
 * codebase id with "Codebase ID contains invalid chars", a bad storyboard id with "Storyboard ID contains invalid
 * chars"; any other bad field throws the ZodError, which the API
 * answers as invalid_input naming the field.
 */
export function parseChange(value: unknown): ChangeRecord {
  if (!isRecordWithKnownType(value)) throw new AppError("invalid_input", unknownChangeTypeError);
  const result = changeRecordSchema.safeParse(value);
  if (result.success) return result.data;
  const messages = result.error.issues.map((issue) => issue.message);
  if (messages.includes(unknownChangeTypeError)) throw new AppError("invalid_input", unknownChangeTypeError);
  if (messages.includes(codebaseIdError)) throw new AppError("invalid_input", codebaseIdError);
  if (messages.includes(storyboardIdError)) throw new AppError("invalid_input", storyboardIdError);
  throw result.error;
}

function isRecordWithKnownType(value: unknown): boolean {
  return typeof value === "object" && value !== null && "type" in value && isChangeType(value.type);
}
