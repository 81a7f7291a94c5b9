import type { ApiError } from "./api-error.ts";

/**
 * The field an invalid_input refusal is about, and its message without the "name: " or "scopes.0: " the server puts
 * before it (the message is shown at the field, which already says which one); null when it names none of `fields`.
 */
export function fieldRefusal<Field extends string>(
  error: ApiError,
  fields: readonly Field[],
): { field: Field; message: string } | null {
  if (error.code !== "invalid_input") return null;
  const match = /^([^.:\s]+)(?:\.\S+)?: (.+)$/s.exec(error.message);
  const field = fields.find((name) => name === match?.[1]);
  const rest = match?.[2];
  if (!field || !rest) return null;
  return { field, message: rest.charAt(0).toUpperCase() + rest.slice(1) };
}
