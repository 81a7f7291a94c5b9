// The newsletter form's one schema, shared by the form and POST /api/newsletter.
import { z } from "zod";

import { emailMaxLength } from "../config/auth";
import { newsletterToasts } from "./messages";

export const newsletterInput = z.object({
  email: z
    .string()
    .trim()
    .min(1, newsletterToasts.required.description)
    .max(emailMaxLength, newsletterToasts.invalid.description)
    .pipe(z.email(newsletterToasts.invalid.description))
    .transform((email) => email.toLowerCase()),
});

/** POST /api/newsletter's answer (409 when the address is already subscribed). */
export const newsletterAnswerSchema = z.object({ subscribed: z.literal(true) });

export type NewsletterProblem = "required" | "invalid";

/** Which validation toast a value gets, or null when it is a valid address. */
export function newsletterProblem(value: string): NewsletterProblem | null {
  if (value.trim() === "") return "required";
  return newsletterInput.safeParse({ email: value }).success ? null : "invalid";
}
