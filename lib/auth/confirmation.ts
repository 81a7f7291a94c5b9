import "server-only";

import { confirmationLink } from "../config/auth";
import { getDb } from "../db";
import { AppError } from "../errors";
import { confirmationMessages } from "./callback-link";
import { hashToken, newToken } from "./tokens";

/** Creates a single-use confirmation token for the user and returns it (only its hash is stored). */
export async function issueConfirmation(userId: string): Promise<string> {
  const token = newToken();
  await getDb().emailConfirmation.create({
    data: { userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + confirmationLink.ttlSeconds * 1000) },
  });
  return token;
}

/**
 * Uses a confirmation token: marks the user's email verified, once. An unknown, used or expired token is
 * refused with the one confirmation-failed message and changes nothing.
 */
export async function confirmEmail(token: string): Promise<{ userId: string }> {
  return getDb().$transaction(async (tx) => {
    const used = await tx.emailConfirmation.updateManyAndReturn({
      where: { tokenHash: hashToken(token), usedAt: null, expiresAt: { gt: new Date() } },
      data: { usedAt: new Date() },
      select: { userId: true },
    });
    const row = used[0];
    if (!row) throw new AppError("invalid_input", confirmationMessages.failed);
    await tx.user.update({ where: { id: row.userId }, data: { emailVerified: true } });
    return { userId: row.userId };
  });
}

/**
 * Records that the confirmation callback ran for a used confirmation token and sets email_verified_v2. Calling
 * it again changes nothing.
 */
export async function recordConfirmationCallback(token: string): Promise<{ recorded: boolean }> {
  return getDb().$transaction(async (tx) => {
    const confirmation = await tx.emailConfirmation.findUnique({ where: { tokenHash: hashToken(token) } });
    if (!confirmation?.usedAt) throw new AppError("unauthorized", "This confirmation token is not valid.");
    if (confirmation.recordedAt) return { recorded: false };
    await tx.emailConfirmation.update({ where: { id: confirmation.id }, data: { recordedAt: new Date() } });
    await tx.user.update({ where: { id: confirmation.userId }, data: { emailVerifiedV2: true } });
    return { recorded: true };
  });
}
