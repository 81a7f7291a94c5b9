// What every API and MCP request goes through before its work: the key and its rate limits, in one statement.
import "server-only";

import { bearerKeyOf, lastUsedEveryMs, principalOf, refuseInvalidKey, type Principal } from "../../api-keys/store";
import { hashToken } from "../../auth/tokens";
import { apiRateLimits, generationRateLimit } from "../../config/rate-limits";
import { getDb } from "../../db";
import { AppError } from "../../errors";
import { Prisma } from "../../generated/prisma/client";
import {
  accountSubject,
  allowedOrThrow,
  callsWithinLimit,
  decideHit,
  enforce,
  hitStatement,
  type RateLimitResult,
} from "../../rate-limit";
import { claimedRecord, claimStatement, type Claim } from "../idempotency";
import { usageOf } from "./actions/usage";

type KeyRow = {
  id: string;
  user_id: string;
  kind: string;
  scopes: string[];
  key_count: number;
  key_window_start: Date;
  key_now: Date;
  user_count: number;
  user_window_start: Date;
  user_now: Date;
  claim_id: string | null;
  claim_created_at: Date | null;
};

/**
 * The key's principal and the request counted against the key's and the user's limits, in one statement: the key
 * looked up by its SHA-256, its last use written (at most once a minute) and both counters counted; a request over
 * either limit gets 429, and the answer carries the tighter one. A missing, malformed, rotated or revoked key gets
 * 401; such requests are also counted per address, and past that limit answered 429, so guessing keys is slow as
 * well as hopeless (requests with a valid key never count there).
 */
export async function authenticateRequest(
  request: Request,
  idempotency: { key: string; fingerprint: string } | null = null,
  now = new Date(),
): Promise<{ principal: Principal; limit: RateLimitResult; claim: Claim | null }> {
  const { row, results } = await countKey(request, idempotency, now, 1);
  for (const result of results) allowedOrThrow(result);
  return {
    principal: principalOfRow(row),
    limit: results.reduce(tighter),
    claim: row.claim_id && row.claim_created_at ? claimedRecord(row.claim_id, row.claim_created_at) : null,
  };
}

/**
 * Several calls of one request (an MCP batch) counted as if each had been sent on its own, in the same statement
 * as authenticateRequest: the first `allowedCalls` are within both limits, the rest are over one of them, and
 * `refusal` says until when (null when all are within). Only a key that is not valid throws (401, or 429 per
 * address).
 */
export async function authenticateCalls(
  request: Request,
  calls: number,
  now = new Date(),
): Promise<{ principal: Principal; allowedCalls: number; limit: RateLimitResult; refusal: RateLimitResult | null }> {
  const { row, results } = await countKey(request, null, now, calls);
  const counts = [row.key_count, row.user_count];
  const rules = [apiRateLimits.key, apiRateLimits.user];
  const allowedCalls = Math.min(...rules.map((rule, index) => callsWithinLimit(rule, counts[index] ?? 0, calls)));
  const refused = results.filter((result) => !result.allowed);
  return {
    principal: principalOfRow(row),
    allowedCalls,
    limit: results.reduce(tighter),
    refusal: refused.length > 0 ? refused.reduce(laterRetry) : null,
  };
}

async function countKey(
  request: Request,
  idempotency: { key: string; fingerprint: string } | null,
  now: Date,
  calls: number,
): Promise<{ row: KeyRow; results: RateLimitResult[] }> {
  const bearer = bearerKeyOf(request);
  // The Idempotency-Key is claimed in the same statement, for a request within both limits; taken already, it is
  // left to claimIdempotencyKey, which answers the replay or the refusal.
  const claim = idempotency
    ? claimStatement(
        Prisma.sql`key.user_id`,
        idempotency.key,
        idempotency.fingerprint,
        Prisma.sql`key, key_hit, user_hit
          WHERE key_hit.count <= ${apiRateLimits.key.limit} AND user_hit.count <= ${apiRateLimits.user.limit}`,
      )
    : Prisma.sql`SELECT NULL::uuid AS id, NULL::timestamptz AS created_at WHERE false`;
  const rows = bearer
    ? await getDb().$queryRaw<KeyRow[]>`
        WITH key AS (SELECT id, user_id, kind, scopes FROM api_keys WHERE hash = ${hashToken(bearer)}),
        touched AS (
          UPDATE api_keys SET last_used_at = ${now}
          WHERE id IN (SELECT id FROM key)
            AND (last_used_at IS NULL OR last_used_at < ${new Date(now.getTime() - lastUsedEveryMs)})
        ),
        key_hit AS (${hitStatement(apiRateLimits.key, Prisma.sql`'key:' || key.id`, Prisma.sql`key`, calls)}),
        user_hit AS (${hitStatement(apiRateLimits.user, Prisma.sql`'account:' || key.user_id`, Prisma.sql`key`, calls)}),
        claim AS (${claim})
        SELECT key.id, key.user_id, key.kind, key.scopes,
               key_hit.count AS key_count, key_hit.window_start AS key_window_start, key_hit.now AS key_now,
               user_hit.count AS user_count, user_hit.window_start AS user_window_start, user_hit.now AS user_now,
               claim.id AS claim_id, claim.created_at AS claim_created_at
        FROM key CROSS JOIN key_hit CROSS JOIN user_hit LEFT JOIN claim ON true`
    : [];
  const row = rows[0];
  if (!row) return refuseInvalidKey(request);
  return {
    row,
    results: [
      decideHit(apiRateLimits.key, { count: row.key_count, window_start: row.key_window_start, now: row.key_now }),
      decideHit(apiRateLimits.user, { count: row.user_count, window_start: row.user_window_start, now: row.user_now }),
    ],
  };
}

const principalOfRow = (row: KeyRow): Principal =>
  principalOf({ id: row.id, userId: row.user_id, kind: row.kind, scopes: row.scopes });

/** Of two refusals, the one that lasts longer: a call waits until both limits let it through. */
const laterRetry = (a: RateLimitResult, b: RateLimitResult): RateLimitResult =>
  b.retryAfterSeconds > a.retryAfterSeconds ? b : a;

/**
 * Counts a generation against the per-user limit the app's screens count against (429). Only work that will
 * really run is counted (after the scope, the input and any replay are settled): a misconfigured client must not
 * lock its user out of the app's screens.
 */
export function countGeneration(principal: Pick<Principal, "userId">): Promise<RateLimitResult> {
  return enforce([{ rule: generationRateLimit, subject: accountSubject(principal.userId) }]);
}

/** The limit with fewer requests left: the one whose RateLimit-* headers the answer carries. */
export function tighter(a: RateLimitResult, b: RateLimitResult): RateLimitResult {
  return b.remaining < a.remaining ? b : a;
}

/** A payment_required refusal with the plan and what it has left, so a client can tell its user without a second call. */
export async function withUsage(error: unknown, userId: string): Promise<unknown> {
  if (!(error instanceof AppError) || error.code !== "payment_required") return error;
  return new AppError(error.code, error.message, error.headers, { ...error.details, usage: await usageOf(userId) });
}
