import { AppError } from "./errors";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A row id from a URL: anything but a UUID cannot name a row, so it is answered like a missing one (404). */
export function rowId(value: string, missing: string): string {
  if (!uuid.test(value)) throw new AppError("not_found", missing);
  return value;
}
