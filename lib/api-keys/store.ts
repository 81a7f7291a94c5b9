import "server-only";

import { randomBytes } from "node:crypto";

import { hashToken } from "../auth/tokens";
import { entitlementOf } from "../billing/entitlement-of";
import { lockForTransaction } from "../billing/lock";
import { api } from "../config/api";
import { trial } from "../config/plans";
import { apiRateLimits } from "../config/rate-limits";
import { getDb } from "../db";
import { AppError } from "../errors";
import { hit, ipSubject, rateLimitHeaders } from "../rate-limit";
import { rowId } from "../route-id";
import {
  apiKeyPattern,
  apiScopes,
  createApiKeySchema,
  extensionKeyScopes,
  type ApiKeySummary,
  type ApiScope,
  type CreateApiKeyInput,
} from "./scopes";

export type KeyKind = "extension" | "api";

/** Who a request with a key acts for, and what the key may do. */
export type Principal = { userId: string; keyId: string; kind: KeyKind; scopes: readonly ApiScope[] };

const select = {
  id: true,
  name: true,
  scopes: true,
  prefix: true,
  lastFour: true,
  createdAt: true,
  lastUsedAt: true,
} as const;
type Row = {
  id: string;
  name: string;
  scopes: string[];
  prefix: string;
  lastFour: string;
  createdAt: Date;
  lastUsedAt: Date | null;
};

const knownScopes = (scopes: readonly string[]): ApiScope[] => apiScopes.filter((scope) => scopes.includes(scope));

function summaryOf(row: Row): ApiKeySummary {
  return {
    ...row,
    scopes: knownScopes(row.scopes),
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** A new key: shown to its owner once; only its SHA-256 is stored. */
function newKey() {
  const key = `hk_${randomBytes(32).toString("base64url")}`;
  return { key, data: { hash: hashToken(key), prefix: key.slice(0, 7), lastFour: key.slice(-4) } };
}

async function requireSubscription(userId: string, message: string): Promise<void> {
  const { hasActiveSubscription } = await entitlementOf(userId);
  if (!hasActiveSubscription) throw new AppError("subscription_required", message);
}

/** The user's API keys (not the extension's), newest first. */
export async function listApiKeys(userId: string): Promise<ApiKeySummary[]> {
  const rows = await getDb().apiKey.findMany({
    where: { userId, kind: "api" },
    select,
    orderBy: { createdAt: "desc" },
  });
  return rows.map(summaryOf);
}

/** Makes an API key with the chosen scopes, within the per-user count; a subscriber's only. */
export async function createApiKey(
  userId: string,
  input: CreateApiKeyInput,
): Promise<{ key: string; apiKey: ApiKeySummary }> {
  const { name, scopes } = createApiKeySchema.parse(input);
  await requireSubscription(
    userId,
    `Choose a plan to use the API. Every plan starts with a ${trial.days}-day free trial.`,
  );
  const { key, data } = newKey();
  const row = await getDb().$transaction(async (tx) => {
    await lockForTransaction(tx, `api-keys:${userId}`);
    const count = await tx.apiKey.count({ where: { userId, kind: "api" } });
    if (count >= api.maxKeysPerUser)
      throw new AppError(
        "conflict",
        `You have ${count} API keys, the most an account can have. Revoke one you no longer use to make another.`,
      );
    return tx.apiKey.create({ data: { userId, kind: "api", name, scopes, ...data }, select });
  });
  return { key, apiKey: summaryOf(row) };
}

/** Revokes one of the user's API keys: it matches nothing from now on. */
export async function revokeApiKey(userId: string, id: string): Promise<void> {
  const { count } = await getDb().apiKey.deleteMany({
    where: { id: rowId(id, "That API key does not exist."), userId, kind: "api" },
  });
  if (count === 0) throw new AppError("not_found", "That API key does not exist.");
}

export type ExtensionKeySummary = Pick<ApiKeySummary, "prefix" | "lastFour"> & {
  createdAt: Date;
  lastUsedAt: Date | null;
};

/** The browser extension's key, as the profile shows it; null when there is none. */
export async function extensionKeyOf(userId: string): Promise<ExtensionKeySummary | null> {
  return getDb().apiKey.findFirst({
    where: { userId, kind: "extension" },
    select: { prefix: true, lastFour: true, createdAt: true, lastUsedAt: true },
  });
}

/**
 * Creates the extension's key, or replaces it (rotation): the old key stops working in the same transaction. Only
 * a subscriber gets one; it may generate, which is all the extension does.
 */
export async function issueExtensionKey(userId: string): Promise<{ key: string; summary: ExtensionKeySummary }> {
  await requireSubscription(
    userId,
    `Choose a plan to use the browser extension. Every plan starts with a ${trial.days}-day free trial.`,
  );
  const { key, data } = newKey();
  const summary = await getDb().$transaction(async (tx) => {
    await lockForTransaction(tx, `api-keys:${userId}`);
    await tx.apiKey.deleteMany({ where: { userId, kind: "extension" } });
    return tx.apiKey.create({
      data: { userId, kind: "extension", name: "Browser extension", scopes: [...extensionKeyScopes], ...data },
      select: { prefix: true, lastFour: true, createdAt: true, lastUsedAt: true },
    });
  });
  return { key, summary };
}

/** Revokes the extension's key. Revoking when there is none is not an error. */
export async function revokeExtensionKey(userId: string): Promise<void> {
  await getDb().apiKey.deleteMany({ where: { userId, kind: "extension" } });
}

/** Writes last-used at most once a minute per key, so a busy client does not write on every request. */
export const lastUsedEveryMs = 60_000;

export const invalidKeyMessage = "This API key is not valid. Create a new one in your Hookline profile.";

/** A 401 names the scheme it wants, as HTTP asks. */
export const invalidKey = () =>
  new AppError("unauthorized", invalidKeyMessage, { "WWW-Authenticate": 'Bearer realm="Hookline"' });

/** The `Bearer hk_…` key of a request, or null when there is none of that shape. */
export function bearerKeyOf(request: Request): string | null {
  const key = request.headers.get("authorization")?.match(/^Bearer (\S+)$/i)?.[1];
  return key && apiKeyPattern.test(key) ? key : null;
}

/**
 * A 401 for a key that is not valid, or a 429 once the address has sent too many of them
 * (`apiRateLimits.invalidKey`, one count for every route that takes a key), so guessing keys is slow as well as
 * hopeless. Requests with a valid key never count there.
 */
export async function refuseInvalidKey(request: Request): Promise<never> {
  const result = await hit(apiRateLimits.invalidKey, ipSubject(request));
  if (!result.allowed)
    throw new AppError(
      "rate_limited",
      "Too many requests with a key that is not valid. Please try again later.",
      rateLimitHeaders(result),
    );
  throw invalidKey();
}

/**
 * Who a `Bearer hk_…` request acts for; 401 for a missing, malformed, rotated or revoked key, and 429 once its
 * address has sent too many of those.
 */
export async function authenticateKey(request: Request, now = new Date()): Promise<Principal> {
  const key = bearerKeyOf(request);
  if (!key) return refuseInvalidKey(request);
  const hash = hashToken(key);
  const row = await getDb().apiKey.findUnique({
    where: { hash },
    select: { id: true, userId: true, kind: true, scopes: true, lastUsedAt: true },
  });
  if (!row) return refuseInvalidKey(request);
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > lastUsedEveryMs) {
    await getDb().apiKey.updateMany({ where: { id: row.id }, data: { lastUsedAt: now } });
  }
  return principalOf(row);
}

/** Who a key's row acts for, and what it may do. */
export function principalOf(row: { id: string; userId: string; kind: string; scopes: readonly string[] }): Principal {
  return {
    userId: row.userId,
    keyId: row.id,
    kind: row.kind === "extension" ? "extension" : "api",
    scopes: knownScopes(row.scopes),
  };
}

/** 403 unless the key was made with `scope`. */
export function requireScope(principal: Principal, scope: ApiScope): void {
  if (!principal.scopes.includes(scope)) {
    throw new AppError(
      "forbidden",
      `This API key does not have the "${scope}" scope. Make a key with it in your Hookline profile.`,
    );
  }
}
