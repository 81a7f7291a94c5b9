// What every API and MCP request goes through before its work: the key, the rate limits, the scope.
import "server-only";

import { authenticateKey, type Principal } from "../../api-keys/store";
import { apiRateLimits, generationRateLimit } from "../../config/rate-limits";
import { AppError } from "../../errors";
import { enforce, hit, ipSubject, rateLimitHeaders, type RateLimitResult } from "../../rate-limit";
import { usageOf } from "./actions/usage";

/**
 * The key's principal (401). Requests with a key that is not valid are also counted per address: past the limit
 * they are answered 429, so guessing keys is slow as well as hopeless. Requests with a valid key never count there.
 */
export async function authenticate(request: Request): Promise<Principal> {
  try {
    return await authenticateKey(request);
  } catch (error) {
    if (error instanceof AppError && error.code === "unauthorized") {
      const result = await hit(apiRateLimits.invalidKey, ipSubject(request));
      if (!result.allowed)
        throw new AppError(
          "rate_limited",
          "Too many requests with a key that is not valid. Please try again later.",
          rateLimitHeaders(result),
        );
    }
    throw error;
  }
}

/** Counts one request of an authenticated key against the key's and the user's limits (429). */
export function countRequest(principal: Principal): Promise<RateLimitResult> {
  return enforce([
    { rule: apiRateLimits.key, subject: `key:${principal.keyId}` },
    { rule: apiRateLimits.user, subject: `account:${principal.userId}` },
  ]);
}

/**
 * Counts a generation against the per-user limit the app's screens count against (429). Only work that will
 * really run is counted (after the scope, the input and any replay are settled): a misconfigured client must not
 * lock its user out of the app's screens.
 */
export function countGeneration(principal: Principal): Promise<RateLimitResult> {
  return enforce([{ rule: generationRateLimit, subject: `account:${principal.userId}` }]);
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
