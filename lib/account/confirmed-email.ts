import "server-only";

import { getDb } from "../db";
import { AppError } from "../errors";

/** What waits for the confirmed email: spending a unit, or choosing a plan (which is where the free trial starts). */
export type NeedsConfirmedEmail = "generate" | "plan";

const refusals: Record<NeedsConfirmedEmail, (email: string) => string> = {
  generate: (email) => `Confirm your email to start generating: open the link we sent to ${email}.`,
  plan: (email) => `Confirm your email before choosing a plan: open the link we sent to ${email}.`,
};

/**
 * Refuses with 403 email_unconfirmed until the user has confirmed their email. Read from the database, not the
 * session: a session minted before the confirmation still says unconfirmed, and the extension has no session.
 */
export async function requireConfirmedEmail(userId: string, need: NeedsConfirmedEmail): Promise<void> {
  const user = await getDb().user.findUnique({ where: { id: userId }, select: { email: true, emailVerified: true } });
  assertConfirmedEmail(user, need);
}

/** The same check on a user record already read (with other things, in one statement). */
export function assertConfirmedEmail(
  user: { email: string; emailVerified: boolean } | null,
  need: NeedsConfirmedEmail,
): void {
  if (user && !user.emailVerified) throw new AppError("email_unconfirmed", refusals[need](user.email));
}
