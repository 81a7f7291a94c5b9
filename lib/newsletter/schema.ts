// The newsletter form's one schema (SPEC §5), shared by the form and POST /api/newsletter.
import { z } from "zod";

export const newsletterToasts = {
  required: { title: "Email required", description: "Please enter your email address." },
  invalid: { title: "Invalid email", description: "Please enter a valid email address." },
  success: { title: "Successfully subscribed!", description: "Thank you for subscribing to our newsletter. You'll receive the latest insights and tips." },
  duplicate: { title: "Already subscribed", description: "This email is already subscribed to our newsletter." },
  failed: { title: "Subscription failed", description: "There was an error subscribing to the newsletter. Please try again." },
} as const;

export const newsletterInput = z.object({
  email: z
    .string()
    .trim()
    .min(1, newsletterToasts.required.description)
    .pipe(z.email(newsletterToasts.invalid.description))
    .transform((email) => email.toLowerCase()),
});

export type NewsletterProblem = "required" | "invalid";

/** Which validation toast a value gets, or null when it is a valid address. */
export function newsletterProblem(value: string): NewsletterProblem | null {
  if (value.trim() === "") return "required";
  return newsletterInput.safeParse({ email: value }).success ? null : "invalid";
}
