// What every API and MCP request goes through before its work: the key, the rate limits, the scope.
import "server-only";
import { authenticateKey, requireScope, type Principal } from "../../api-keys/store";
import type { ApiScope } from "../../api-keys/scopes";
import { api } from "../../config/api";
import { generationRateLimit } from "../../config/limits";
import { AppError } from "../../errors";
import { enforce, rateLimitHeaders, type Check } from "../../rate-limit";
import { usageOf } from "./actions/usage";

export type Admitted = { principal: Principal; rateLimit: Record<string, string> };

/**
 * Authenticates the key (401), then counts the request and checks its scope as `admitPrincipal` does. Answers the
 * tightest limit's RateLimit-* headers for the response.
 */
export async function admit(request: Request, scope: ApiScope | null, spendsUnit: boolean): Promise<Admitted> {
  const principal = await authenticateKey(request);
  return { principal, rateLimit: await admitPrincipal(principal, scope, spendsUnit) };
}

/**
 * Counts one request of an authenticated key against the key's and the user's limits (429), checks the scope (403)
 * and, for work that spends a generation, counts it against the same per-user generation limit the app's screens
 * count against (429). A generation the key may not make is not counted there: a misconfigured client must not
 * lock its user out of the app's screens. The MCP server calls it once per tool call, with the key it
 * authenticated for the HTTP request.
 */
export async function admitPrincipal(principal: Principal, scope: ApiScope | null, spendsUnit: boolean): Promise<Record<string, string>> {
  const checks: Check[] = [
    { rule: api.keyRateLimit, subject: `key:${principal.keyId}` },
    { rule: api.userRateLimit, subject: `account:${principal.userId}` },
  ];
  let tightest = await enforce(checks);
  if (scope) requireScope(principal, scope);
  if (spendsUnit) {
    const generations = await enforce([{ rule: generationRateLimit, subject: `account:${principal.userId}` }]);
    if (generations.remaining < tightest.remaining) tightest = generations;
  }
  return rateLimitHeaders(tightest);
}

/** A payment_required refusal with the plan and what it has left, so a client can tell its user without a second call. */
export async function withUsage(error: unknown, userId: string): Promise<unknown> {
  if (!(error instanceof AppError) || error.code !== "payment_required") return error;
  return new AppError(error.code, error.message, error.headers, { ...error.details, usage: await usageOf(userId) });
}
