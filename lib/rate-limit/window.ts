// Fixed-window arithmetic, separate from storage so it can be tested without a database.

export type RateLimitRule = {
  /** Names the rule in the counter's key, e.g. "generate" or "contact". */
  name: string;
  limit: number;
  windowSeconds: number;
};

export type RateLimitResult = {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Whole seconds until the window resets; 0 when allowed. */
  retryAfterSeconds: number;
  resetAt: Date;
};

export function decide(rule: RateLimitRule, count: number, windowStart: Date, now: Date): RateLimitResult {
  const resetAt = new Date(windowStart.getTime() + rule.windowSeconds * 1000);
  const allowed = count <= rule.limit;
  return {
    allowed,
    limit: rule.limit,
    remaining: Math.max(rule.limit - count, 0),
    retryAfterSeconds: allowed ? 0 : Math.max(Math.ceil((resetAt.getTime() - now.getTime()) / 1000), 1),
    resetAt,
  };
}

export function rateLimitHeaders(result: RateLimitResult): Record<string, string> {
  const headers: Record<string, string> = {
    "RateLimit-Limit": String(result.limit),
    "RateLimit-Remaining": String(result.remaining),
    "RateLimit-Reset": String(Math.max(Math.ceil((result.resetAt.getTime() - Date.now()) / 1000), 0)),
  };
  if (!result.allowed) headers["Retry-After"] = String(result.retryAfterSeconds);
  return headers;
}

/**
 * How many of `calls` requests counted together (a batch, counter now at `countAfter`) are within the limit: the
 * first ones, as when each is counted on its own, until the counter passes the limit.
 */
export function callsWithinLimit(rule: RateLimitRule, countAfter: number, calls: number): number {
  return Math.min(Math.max(rule.limit - (countAfter - calls), 0), calls);
}
