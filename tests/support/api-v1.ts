// Requests to the public API (/api/v1) as a client sends them (a Bearer key, JSON, optionally an Idempotency-Key or
// `Accept: text/event-stream`), and readers for what it answers.
import type { ApiScope } from "@/lib/api-keys/scopes";
import { createApiKey } from "@/lib/api-keys/store";
import { hit, type RateLimitRule } from "@/lib/rate-limit";

import { randomIp } from "./auth-requests";

export type V1Init = {
  method?: string;
  body?: unknown;
  rawBody?: string;
  accept?: string;
  idempotencyKey?: string;
  signal?: AbortSignal;
  ip?: string;
};

/** A request to `/api/v1${path}`: GET without a body, POST with one, unless `method` says otherwise. */
export function v1Request(path: string, key: string | null, init: V1Init = {}): Request {
  // Each request from an address of its own unless one is given: the per-address limit on bad keys is tested alone.
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "x-forwarded-for": init.ip ?? randomIp(),
  };
  if (key) headers.authorization = `Bearer ${key}`;
  if (init.accept) headers.accept = init.accept;
  if (init.idempotencyKey) headers["idempotency-key"] = init.idempotencyKey;
  const body = init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
  return new Request(`http://localhost:3000/api/v1${path}`, {
    method: init.method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body,
    signal: init.signal,
  });
}

/** A new API key of `userId` with these scopes: the key itself and its id. */
export async function apiKeyFor(
  userId: string,
  scopes: ApiScope[],
  name = `Key ${scopes.join(" ")}`,
): Promise<{ key: string; id: string }> {
  const { key, apiKey } = await createApiKey(userId, { name, scopes });
  return { key, id: apiKey.id };
}

export type ApiErrorBody = { code: string; message: string; usage?: Record<string, unknown> };

export async function errorBodyOf(response: Response): Promise<ApiErrorBody> {
  return ((await response.json()) as { error: ApiErrorBody }).error;
}

export type SseEvent = { event: string; data: unknown };

/** The events of a server-sent event stream (`event: name\ndata: {json}\n\n` each). */
export function parseEvents(text: string): SseEvent[] {
  return text
    .split("\n\n")
    .filter((block) => block.trim() !== "")
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? "message";
      const data = /^data: (.*)$/m.exec(block)?.[1];
      return { event, data: data === undefined ? null : (JSON.parse(data) as unknown) };
    });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Counts `subject` up to `rule`'s limit in the current window, so its next request is refused. A window about to
 * end is waited out first: it would reset between filling it and the request.
 */
export async function fillRateLimit(rule: RateLimitRule, subject: string): Promise<void> {
  let result = await hit(rule, subject);
  const left = result.resetAt.getTime() - Date.now();
  if (left < 5_000) {
    await sleep(left + 100);
    result = await hit(rule, subject);
  }
  while (result.remaining > 0) result = await hit(rule, subject);
}
