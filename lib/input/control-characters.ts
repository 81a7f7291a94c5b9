// PostgreSQL refuses NUL in text and JSON, and no control character but tab and line breaks belongs in what a
// person types, so input is refused with the field's name before any of it is stored or used in a key.
const forbidden = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const controlCharacterMessage = "must not contain control characters";

/** The path of the first string (or object key) in `value` that holds a forbidden control character, if any. */
export function controlCharacterPath(value: unknown, path: (string | number)[] = []): (string | number)[] | undefined {
  if (typeof value === "string") return forbidden.test(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = controlCharacterPath(item, [...path, index]);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (forbidden.test(key)) return [...path, key];
      const found = controlCharacterPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}
