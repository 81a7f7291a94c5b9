// When a row of each kind stops being needed: the arithmetic, apart from the database so it can be tested alone.
import { api } from "../config/api";
import { housekeeping } from "../config/housekeeping";
import * as rateLimits from "../config/rate-limits";
import type { RateLimitRule } from "../rate-limit/window";

export type HousekeepingSettings = {
  runEverySeconds: number;
  outboxKeepSeconds: number;
  expiredTokenKeepSeconds: number;
  jobWorkerKeepSeconds: number;
  failedJobKeepSeconds: number;
};

/** Rows older than these instants go. */
export type Cutoffs = {
  /** A counter whose window started before this has ended, whatever its rule. */
  rateLimitWindowStart: Date;
  mailCreated: Date;
  sessionExpired: Date;
  /** Reset codes and confirmation links that expired before this. */
  tokenExpired: Date;
  /** Idempotency records made before this are past their keeping time: a retry with their key starts afresh. */
  idempotencyCreated: Date;
  /** A job-queue server last seen before this is long gone. */
  jobWorkerSeen: Date;
  /** A job that failed for good before this is kept no longer. */
  failedJobUpdated: Date;
  /** The last run counts as recent when it started after this. */
  lastRunAfter: Date;
};

function isRateLimitRule(value: object): value is RateLimitRule {
  const candidate = value as Partial<Record<keyof RateLimitRule, unknown>>;
  return (
    typeof candidate.name === "string" &&
    typeof candidate.limit === "number" &&
    typeof candidate.windowSeconds === "number"
  );
}

/** Every rate-limit rule inside `value` (a config module, an object of rules, a rule), each once. */
export function rateLimitRulesIn(value: unknown, seen = new Set<object>()): RateLimitRule[] {
  if (typeof value !== "object" || value === null || seen.has(value)) return [];
  seen.add(value);
  if (isRateLimitRule(value)) return [value];
  return Object.values(value).flatMap((child) => rateLimitRulesIn(child, seen));
}

/**
 * How long a rate-limit counter may still be live. A counter does not record its rule's window, so a counter is
 * only known to be over once the longest window of any rule has passed; the last-run record lives in the same
 * table, so its interval counts too.
 */
export function longestLiveCounterSeconds(rules: readonly RateLimitRule[], runEverySeconds: number): number {
  return Math.max(runEverySeconds, ...rules.map((rule) => rule.windowSeconds));
}

/** The rules in lib/config/rate-limits.ts, found by shape: a rule added there is counted without a change here. */
export const configuredRateLimitRules: readonly RateLimitRule[] = rateLimitRulesIn(rateLimits);

const secondsBefore = (now: Date, seconds: number) => new Date(now.getTime() - seconds * 1000);

export function cutoffsAt(
  now: Date,
  settings: HousekeepingSettings = housekeeping,
  rules: readonly RateLimitRule[] = configuredRateLimitRules,
): Cutoffs {
  return {
    rateLimitWindowStart: secondsBefore(now, longestLiveCounterSeconds(rules, settings.runEverySeconds)),
    mailCreated: secondsBefore(now, settings.outboxKeepSeconds),
    sessionExpired: now,
    tokenExpired: secondsBefore(now, settings.expiredTokenKeepSeconds),
    idempotencyCreated: secondsBefore(now, api.idempotency.keepHours * 60 * 60),
    jobWorkerSeen: secondsBefore(now, settings.jobWorkerKeepSeconds),
    failedJobUpdated: secondsBefore(now, settings.failedJobKeepSeconds),
    lastRunAfter: secondsBefore(now, settings.runEverySeconds),
  };
}
