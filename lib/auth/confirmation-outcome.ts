// What the confirmation screen says when a link did not confirm the email: that it already is (the link was used
// before by this signed-in user), how long to wait (the rate limit refused it), or the failure with a way to get a
// new link, to the address the screen knows.
import { authRateLimits } from "../config/rate-limits";
import { confirmationMessages } from "./callback-link";

/** The refusal of POST /api/email-confirmation, as far as this screen reads it. */
export type ConfirmationRefusal = { status: number; retryAfterSeconds?: number };

/** Who is signed in in this browser, if anyone. */
export type Viewer = { email: string; emailVerified: boolean } | null;

export type FailedConfirmation = { kind: "already-confirmed" } | { kind: "failed"; message: string; email: string };

const secondsPerMinute = 60;

/** Said to a signed-in user whose email was confirmed before, instead of the spec's failure message. */
export const alreadyConfirmedMessage = "Your email is already confirmed.";

/** "Too many attempts…" with the wait in whole minutes; without a Retry-After, the limit's whole window. */
export function tooManyAttemptsMessage(retryAfterSeconds: number | undefined): string {
  const seconds = retryAfterSeconds ?? authRateLimits.confirm.ip.windowSeconds;
  const minutes = Math.max(1, Math.ceil(seconds / secondsPerMinute));
  return `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

/**
 * The outcome of a link that did not confirm (`"invalid"` when it was no confirmation link at all). `knownEmail` is
 * the address this browser signed up with, if it still has it.
 */
export function failedConfirmation(
  refusal: ConfirmationRefusal | "invalid",
  viewer: Viewer,
  knownEmail: string | null = null,
): FailedConfirmation {
  const email = viewer?.email ?? knownEmail ?? "";
  if (refusal === "invalid") return { kind: "failed", message: confirmationMessages.invalidLink, email };
  if (refusal.status === 429)
    return { kind: "failed", message: tooManyAttemptsMessage(refusal.retryAfterSeconds), email };
  if (viewer?.emailVerified) return { kind: "already-confirmed" };
  return { kind: "failed", message: confirmationMessages.failed, email };
}
