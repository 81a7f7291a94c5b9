// Change records travel as JSON (session storage, the preview frame); reconstruction re-validates everything.
import { AppError } from "../../app-error";
import { parseChange } from "./parse";
import type { ChangeRecord } from "./schemas";

export function serializeChange(change: ChangeRecord): string {
  return JSON.stringify(change);
}

/** From a JSON string or an already-parsed value. */
export function reconstructChange(json: unknown): ChangeRecord {
  if (typeof json !== "string") return parseChange(json);
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new AppError("invalid_json", "The change record is not valid JSON.");
  }
  return parseChange(value);
}
