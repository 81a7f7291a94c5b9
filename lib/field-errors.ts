import type { z } from "zod";

/** The first message per top-level field of a failed parse, for showing each at its field. */
export function fieldErrors<Field extends string>(error: z.ZodError): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !errors[field as Field]) errors[field as Field] = issue.message;
  }
  return errors;
}
