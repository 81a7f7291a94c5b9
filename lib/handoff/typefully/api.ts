// Typefully's public API v2, as far as Hookline uses it: listing the account's social sets and creating a draft in one.
//
// What it takes and answers, from Typefully's published OpenAPI document ("Typefully Public API" 2.0.0, the copy
// stored with its Raycast extension: raycast/extensions, extensions/typefully/api.json) and its support article
// "Typefully API v1 → v2 migration guide" (support.typefully.com/en/articles/13133296):
// - Base https://api.typefully.com; every request carries `Authorization: Bearer <key>`.
// - GET /v2/social-sets?limit=&offset= → { results: [{ id (integer), username, name, profile_image_url, team }],
//   count, limit (at most 50), offset, next, previous }.
// - POST /v2/social-sets/{social_set_id}/drafts, body DraftCreateRequest (no other fields allowed):
//   platforms: { x | linkedin | threads | bluesky | mastodon: { enabled, posts: [{ text }] (required when enabled, at
//   most 50), settings? } }, draft_title?, tags? (slugs), share (boolean: a public share_url in the answer),
//   publish_at? (an ISO 8601 datetime with its offset, "now" or "next-free-slot"; omitted: a draft only).
//   An X thread is several `posts`; LinkedIn takes a single post.
// - 201 → DraftDetailResponse { id (integer), social_set_id, status ("draft", "scheduled"…), scheduled_date,
//   share_url (null unless shared), private_url (the draft in Typefully), preview, platforms… }.
// - Errors are { error: { code, message, details?: [{ field, message }] } }: 400 VALIDATION_ERROR ("At least one
//   platform must be enabled"), 422 schema validation (details name the field), 401 UNAUTHORIZED ("Invalid or missing
//   API key."), 402 a paused account, 403 no write or publish access, 404 an unknown social set, 429 RATE_LIMITED.
// - Rate limits are per user and per social set; every answer carries X-RateLimit-User-{Limit,Remaining,Reset} and,
//   for draft creation, X-RateLimit-SocialSet-{Limit,Remaining,Reset} (Reset: a Unix time). The document names no
//   Retry-After; a 429 is waited out by Retry-After when sent, else by the Reset headers, else the configured default.
import "server-only";

import { z } from "zod";

import { handoffLimits, schedulerRequests } from "../../config/handoff";
import { env } from "../../env";
import { retryAfterSecondsOf } from "../../retry-after";

export const typefullyApiUrl = () => (env.TYPEFULLY_API_URL ?? "https://api.typefully.com").replace(/\/+$/, "");

export const typefullySocialSetSchema = z.object({
  id: z.union([z.int(), z.string()]).transform(String),
  username: z.string().nullish(),
  name: z.string().nullish(),
});

const socialSetPageSchema = z.object({
  results: z.array(typefullySocialSetSchema),
  next: z.string().nullish(),
});

export const typefullyDraftSchema = z.object({
  id: z.union([z.int(), z.string()]).transform(String),
  status: z.string().nullish(),
  share_url: z.string().nullish(),
  private_url: z.string().nullish(),
});
export type TypefullyDraft = z.output<typeof typefullyDraftSchema>;

const errorBodySchema = z.object({
  error: z.object({
    message: z.string().optional(),
    details: z.array(z.object({ field: z.string().optional(), message: z.string().optional() })).optional(),
  }),
});

/** An answer Typefully gave: its status, its JSON (null when it was none) and its headers. */
export type TypefullyAnswer = { status: number; body: unknown; headers: Headers };

async function request(path: string, apiKey: string, init: RequestInit, signal?: AbortSignal) {
  const timeout = AbortSignal.timeout(schedulerRequests.timeoutMs);
  const response = await fetch(`${typefullyApiUrl()}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${apiKey.trim()}`, accept: "application/json", ...init.headers },
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  return { status: response.status, body, headers: response.headers } satisfies TypefullyAnswer;
}

/** Typefully's own sentence for a refusal ("Some fields are invalid: platforms.x.posts.0.text: Must not be empty."). */
export function typefullyMessage(answer: TypefullyAnswer): string {
  const parsed = errorBodySchema.safeParse(answer.body);
  if (!parsed.success) return `Typefully answered ${answer.status}.`;
  const { message, details } = parsed.data.error;
  const fields = (details ?? [])
    .map((detail) => [detail.field, detail.message].filter(Boolean).join(": "))
    .filter(Boolean)
    .join("; ");
  const base = (message ?? `Typefully answered ${answer.status}.`).replace(/\.$/, "");
  return fields ? `${base}: ${fields}` : `${base}.`;
}

/** Seconds until a 429's window ends: Retry-After, else the rate limit's reset time; null when neither is readable. */
export function retryAfterSeconds(headers: Headers, now = Date.now()): number | null {
  const retryAfter = retryAfterSecondsOf(headers.get("retry-after"), now);
  if (retryAfter !== null) return retryAfter;
  const resets = ["x-ratelimit-socialset-reset", "x-ratelimit-user-reset"]
    .map((name) => Number(headers.get(name)))
    .filter((value) => Number.isFinite(value) && value > 0);
  if (resets.length === 0) return null;
  return Math.max(0, Math.ceil(Math.max(...resets) - now / 1000));
}

export type SocialSetsAnswer =
  { ok: true; socialSets: z.output<typeof typefullySocialSetSchema>[] } | { ok: false; answer: TypefullyAnswer };

/** Every social set the key reaches, page by page (50 a page, at most 10 pages). */
export async function listSocialSets(apiKey: string, signal?: AbortSignal): Promise<SocialSetsAnswer> {
  const socialSets: z.output<typeof typefullySocialSetSchema>[] = [];
  const { socialSetsPerPage: perPage, socialSetPages } = handoffLimits;
  for (let page = 0; page < socialSetPages; page++) {
    const answer = await request(
      `/v2/social-sets?limit=${perPage}&offset=${page * perPage}`,
      apiKey,
      { method: "GET" },
      signal,
    );
    if (answer.status !== 200) return { ok: false, answer };
    const parsed = socialSetPageSchema.safeParse(answer.body);
    if (!parsed.success) return { ok: false, answer: { ...answer, status: 502 } };
    socialSets.push(...parsed.data.results);
    if (!parsed.data.next || parsed.data.results.length === 0) break;
  }
  return { ok: true, socialSets };
}

/** Creates one draft; the answer as Typefully gave it (the sender reads its status). */
export function createDraft(apiKey: string, socialSetId: string, body: unknown, signal?: AbortSignal) {
  return request(
    `/v2/social-sets/${encodeURIComponent(socialSetId)}/drafts`,
    apiKey,
    { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) },
    signal,
  );
}
