// Postiz's public API as its source has it (gitroomhq/postiz-app):
// - apps/backend/src/public-api/routes/v1/public.integrations.controller.ts: the routes live under /public/v1 of the
//   backend (cloud: https://api.postiz.com/public/v1; self-hosted: the backend's address, NEXT_PUBLIC_BACKEND_URL,
//   often https://postiz.example.com/api, + /public/v1). GET /integrations answers
//   [{ id, name, identifier (the provider: "x", "linkedin-page"…), picture, disabled, profile, customer? }].
//   GET /integration-settings/:id answers { output: { rules, maxLength, settings, tools } }, maxLength being the
//   provider's maxLength() (X: 280, or 4,000 for a verified account; LinkedIn 3,000; Instagram 2,200; Threads 500;
//   Facebook 63,206). POST /posts answers 201 with [{ postId, integration }], one per post, in the body's order.
// - apps/backend/src/services/auth/public.auth.middleware.ts: the Authorization header carries the raw API key (no
//   "Bearer"); none or a wrong one is a 401 { msg: "No API Key found" | "Invalid API key" }.
// - libraries/nestjs-libraries/src/database/prisma/posts/posts.service.ts (mapTypeToPost): every post needs an
//   integration id that exists, and a draft is validated as a scheduled post (so its settings are checked too);
//   Nest's ValidationPipe answers 400 { statusCode, message: string | string[], error: "Bad Request" }.
// - libraries/nestjs-libraries/src/dtos/posts/create.post.dto.ts: { type: draft|schedule|now|update, shortLink:
//   boolean, date: ISO 8601, tags: [{ value, label }], posts (at least one): [{ integration: { id }, value (at least
//   one): [{ content, image: [] }], settings: { __type, … } }] }; content is HTML (sanitized to p, br, strong, u, a,
//   ul, li, h1–h3, span) and must not be empty without an image.
// - …/dtos/posts/providers-settings/x.dto.ts: X's settings need who_can_reply_post in everyone | following |
//   mentionedUsers | subscribers | verified (community optional); instagram.dto.ts: post_type post | story.
// - apps/backend/src/app.module.ts and libraries/nestjs-libraries/src/throttler/throttler.provider.ts: only
//   POST /public/v1/posts is rate limited, per organisation, API_LIMIT (default 90) requests an hour; over it
//   @nestjs/throttler answers 429 { statusCode: 429, message: "ThrottlerException: Too Many Requests" } with
//   Retry-After in seconds.
import "server-only";

import { z } from "zod";

import { schedulerRequests } from "../../config/handoff";
import { env } from "../../env";
import { guardedRequest } from "./request";
import { checkPostizUrl } from "./url";

export type PostizTarget = { baseUrl: string; apiKey: string };

export const postizApiIntegrationSchema = z.object({
  id: z.string(),
  name: z.string().catch(""),
  identifier: z.string(),
  picture: z.string().nullish().catch(null),
  disabled: z.boolean().catch(false),
});
export type PostizApiIntegration = z.output<typeof postizApiIntegrationSchema>;

const integrationSettingsSchema = z.object({ output: z.object({ maxLength: z.number() }) });
const createdSchema = z.array(z.object({ postId: z.string(), integration: z.string() }));

export type PostizAnswer = { status: number; body: unknown; retryAfter: string | null };

/** Postiz's message in an answer: Nest's `message` (a sentence or a list) or the auth middleware's `msg`. */
export function postizMessage(body: unknown): string | null {
  // Text that is not Postiz's JSON (a proxy's page) is cut short: the message is a hint, not a way to read a page.
  if (typeof body !== "object" || body === null)
    return typeof body === "string" && body ? body.slice(0, schedulerRequests.messageMaxCharacters) : null;
  const record = body as Record<string, unknown>;
  const message = record.message ?? record.msg;
  if (Array.isArray(message)) return message.filter((item) => typeof item === "string").join("; ") || null;
  return typeof message === "string" && message ? message : null;
}

/** One request to Postiz; throws on a network failure or a timeout, answers whatever status Postiz gave. */
export async function postizRequest(
  target: PostizTarget,
  method: "GET" | "POST",
  path: string,
  { body, signal }: { body?: unknown; signal?: AbortSignal } = {},
): Promise<PostizAnswer> {
  const allowPrivate = env.SCHEDULER_PRIVATE_URLS === "enabled";
  const base = await checkPostizUrl(target.baseUrl, { allowPrivate });
  const timeout = AbortSignal.timeout(schedulerRequests.timeoutMs);
  const response = await guardedRequest(
    `${base}${path}`,
    {
      method,
      headers: {
        authorization: target.apiKey,
        accept: "application/json",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    },
    allowPrivate,
  );
  const text = response.text;
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (a proxy's error page): kept as text for the message.
  }
  const retryAfter = response.headers["retry-after"];
  return { status: response.status, body: parsed, retryAfter: typeof retryAfter === "string" ? retryAfter : null };
}

export class PostizError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = "PostizError";
    this.status = status;
  }
}

/** What an answer other than a 2xx to a read means to the user. */
export function postizRefusal(answer: PostizAnswer): PostizError {
  const said = postizMessage(answer.body);
  if (answer.status === 401)
    return new PostizError(
      401,
      "Postiz refused the API key: check it in your profile (Postiz's Settings → Public API).",
    );
  if (answer.status === 404)
    return new PostizError(
      404,
      "No Postiz public API at this address: give the cloud address, or your server's backend address (often ending in /api).",
    );
  return new PostizError(answer.status, `Postiz answered ${answer.status}${said ? `: ${said}` : ""}.`);
}

export async function listPostizIntegrations(target: PostizTarget, signal?: AbortSignal) {
  const answer = await postizRequest(target, "GET", "/integrations", { signal });
  if (answer.status !== 200) throw postizRefusal(answer);
  const parsed = z.array(postizApiIntegrationSchema).safeParse(answer.body);
  if (!parsed.success) throw new PostizError(502, "This address answered, but not as Postiz's public API does.");
  return parsed.data;
}

/** The integration's longest post, as Postiz's own check counts it. */
export async function postizMaxLength(target: PostizTarget, integrationId: string, signal?: AbortSignal) {
  const answer = await postizRequest(target, "GET", `/integration-settings/${encodeURIComponent(integrationId)}`, {
    signal,
  });
  if (answer.status !== 200) throw postizRefusal(answer);
  const parsed = integrationSettingsSchema.safeParse(answer.body);
  if (!parsed.success) throw new PostizError(502, "Postiz's integration settings did not give a maximum length.");
  // 0: Postiz knows no limit for this provider.
  return parsed.data.output.maxLength > 0 ? parsed.data.output.maxLength : null;
}

export async function createPostizPosts(target: PostizTarget, body: unknown, signal?: AbortSignal) {
  const answer = await postizRequest(target, "POST", "/posts", { body, signal });
  const created = answer.status >= 200 && answer.status < 300 ? createdSchema.safeParse(answer.body) : null;
  return { ...answer, created: created?.success ? created.data : null };
}
