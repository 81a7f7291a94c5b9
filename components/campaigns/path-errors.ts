import type { z } from "zod";

/** The first message at each path of a failed parse ("pillars.1.title"), for showing each at its own control. */
export function pathErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".");
    errors[key] ??= issue.message;
  }
  return errors;
}
