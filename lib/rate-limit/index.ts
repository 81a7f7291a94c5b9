import "server-only";

import { getDb } from "../db";
import { AppError } from "../errors";
import { Prisma } from "../generated/prisma/client";
import { clientAddress, clientIp } from "./client-ip";
import { callsWithinLimit, decide, rateLimitHeaders, type RateLimitResult, type RateLimitRule } from "./window";

export {
  callsWithinLimit,
  clientAddress,
  clientIp,
  decide,
  rateLimitHeaders,
  type RateLimitResult,
  type RateLimitRule,
};

/** What a counting statement returns: the counter after this request, its window, and the database's clock. */
export type HitRow = { count: number; window_start: Date; now: Date };

/**
 * The statement that counts one request against `rule` for `subject`, returning a HitRow: one atomic upsert, with
 * windows aligned on the database clock, so every app instance shares the counter. It can stand alone or as a
 * common table expression of a larger statement, which then counts the request in the same round trip; there the
 * subject may be an SQL expression over `from` (a table expression of that statement), and nothing is counted when
 * `from` has no row. `calls` counts that many requests at once (a batch), as if each had come on its own.
 */
export function hitStatement(
  rule: RateLimitRule,
  subject: string | Prisma.Sql,
  from?: Prisma.Sql,
  calls = 1,
): Prisma.Sql {
  const key =
    typeof subject === "string"
      ? Prisma.sql`${`${rule.name}:${subject}`}`
      : Prisma.sql`${`${rule.name}:`} || ${subject}`;
  return Prisma.sql`
    INSERT INTO rate_limit_buckets AS bucket (key, window_start, count)
    SELECT ${key}, to_timestamp(floor(extract(epoch FROM clock.now) / ${rule.windowSeconds}) * ${rule.windowSeconds}), ${calls}::int
    FROM (SELECT clock_timestamp() AS now) AS clock${from ? Prisma.sql` CROSS JOIN ${from}` : Prisma.empty}
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN bucket.window_start = EXCLUDED.window_start THEN bucket.count + EXCLUDED.count ELSE EXCLUDED.count END,
      window_start = EXCLUDED.window_start
    RETURNING count, window_start, clock_timestamp() AS now`;
}

/** The decision for a counted request, from what its statement returned. */
export function decideHit(rule: RateLimitRule, row: HitRow | undefined): RateLimitResult {
  if (!row) throw new Error(`rate limiter: no counter returned for ${rule.name}`);
  return decide(rule, row.count, row.window_start, row.now);
}

/** 429 with Retry-After when the request is over its limit; the result otherwise. */
export function allowedOrThrow(result: RateLimitResult): RateLimitResult {
  if (!result.allowed) {
    throw new AppError("rate_limited", "Too many requests. Please try again later.", rateLimitHeaders(result));
  }
  return result;
}

/** Counts one request against `rule` for `subject` and says whether it is allowed (see hitStatement). */
export async function hit(rule: RateLimitRule, subject: string): Promise<RateLimitResult> {
  const rows = await getDb().$queryRaw<HitRow[]>(hitStatement(rule, subject));
  return decideHit(rule, rows[0]);
}

/** How many requests `subject` has made under `rule` in the current window, without counting one more. */
export async function countOf(rule: RateLimitRule, subject: string): Promise<number> {
  const rows = await getDb().$queryRaw<{ count: number }[]>`
    SELECT count FROM rate_limit_buckets
    WHERE key = ${`${rule.name}:${subject}`}
      AND window_start = to_timestamp(floor(extract(epoch FROM clock_timestamp()) / ${rule.windowSeconds}) * ${rule.windowSeconds})`;
  return rows[0]?.count ?? 0;
}

export type Subjects = { request?: Request; accountId?: string };

export type Check = { rule: RateLimitRule; subject: string };

/**
 * Counts one request against every check; throws a 429 AppError carrying Retry-After when any is over its
 * limit, and otherwise returns the tightest result.
 */
export async function enforce(checks: readonly Check[]): Promise<RateLimitResult> {
  if (checks.length === 0) throw new Error("enforce needs at least one check");
  const results = await Promise.all(checks.map(({ rule, subject }) => hit(rule, subject)));
  const blocked = results.find((result) => !result.allowed);
  if (blocked) allowedOrThrow(blocked);
  return results.reduce((tightest, result) => (result.remaining < tightest.remaining ? result : tightest));
}

/** A signed-in user or a key's owner as a rate-limit subject. */
export const accountSubject = (accountId: string): string => `account:${accountId}`;

/** The caller's IP as a rate-limit subject. */
export function ipSubject(request: Request): string {
  return `ip:${clientIp(request.headers)}`;
}

/** Counts the request against the caller's IP and/or account under one rule. */
export async function enforceRateLimit(rule: RateLimitRule, subjects: Subjects): Promise<RateLimitResult> {
  const checks: Check[] = [];
  if (subjects.request) checks.push({ rule, subject: ipSubject(subjects.request) });
  if (subjects.accountId) checks.push({ rule, subject: accountSubject(subjects.accountId) });
  if (checks.length === 0) throw new Error("enforceRateLimit needs a request or an account");
  return enforce(checks);
}
