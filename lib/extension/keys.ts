import "server-only";
import { randomBytes } from "node:crypto";
import { hashToken } from "../auth/tokens";
import { entitlementOf } from "../billing/entitlement-of";
import { getDb } from "../db";
import { AppError } from "../errors";
import { apiKeyPattern } from "./schema";

export type ApiKeySummary = { prefix: string; lastFour: string; createdAt: Date; lastUsedAt: Date | null };

const select = { prefix: true, lastFour: true, createdAt: true, lastUsedAt: true } as const;

export async function apiKeyOf(userId: string): Promise<ApiKeySummary | null> {
  return getDb().apiKey.findUnique({ where: { userId }, select });
}

/**
 * Creates the user's extension key, or replaces it (rotation): the old key stops working in the same statement.
 * Only a subscriber gets one. The key is returned this once; only its SHA-256 is stored.
 */
export async function issueApiKey(userId: string): Promise<{ key: string; summary: ApiKeySummary }> {
  const { hasActiveSubscription } = await entitlementOf(userId);
  if (!hasActiveSubscription) throw new AppError("subscription_required", "Choose a plan to use the browser extension. Every plan starts with a 3-day free trial.");
  const key = `hk_${randomBytes(32).toString("base64url")}`;
  const data = { hash: hashToken(key), prefix: key.slice(0, 7), lastFour: key.slice(-4), createdAt: new Date(), lastUsedAt: null };
  const summary = await getDb().apiKey.upsert({ where: { userId }, create: { userId, ...data }, update: data, select });
  return { key, summary };
}

/** Revokes the key: it matches nothing from now on. Revoking when there is none is not an error. */
export async function revokeApiKey(userId: string): Promise<void> {
  await getDb().apiKey.deleteMany({ where: { userId } });
}

/** Writes last-used at most once a minute per key, so a busy extension does not write on every request. */
const lastUsedEveryMs = 60_000;

/** The user a `Bearer hk_…` request belongs to; 401 for a missing, malformed, rotated or revoked key. */
export async function userOfApiKey(request: Request, now = new Date()): Promise<string> {
  const key = request.headers.get("authorization")?.match(/^Bearer (\S+)$/)?.[1];
  const refuse = () => new AppError("unauthorized", "This API key is not valid. Create a new one in your Hookline profile.");
  if (!key || !apiKeyPattern.test(key)) throw refuse();
  const hash = hashToken(key);
  const row = await getDb().apiKey.findUnique({ where: { hash }, select: { userId: true, lastUsedAt: true } });
  if (!row) throw refuse();
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > lastUsedEveryMs) {
    await getDb().apiKey.updateMany({ where: { hash }, data: { lastUsedAt: now } });
  }
  return row.userId;
}
