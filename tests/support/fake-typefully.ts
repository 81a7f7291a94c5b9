// A stand-in for api.typefully.com on 127.0.0.1, speaking the shapes of Typefully's published OpenAPI document (API
// v2): GET /v2/social-sets and POST /v2/social-sets/{id}/drafts behind `Authorization: Bearer <key>`. It takes a draft
// only as DraftCreateRequest allows (no unknown field, at least one platform enabled, each enabled platform with at
// least one post and no empty text, LinkedIn a single post, publish_at an ISO datetime with its offset or
// "now"/"next-free-slot", share a boolean), answers 201 with the draft as Typefully does, and can be switched to
// answer 400, 401, 429 (with Retry-After) or 500 instead. It records every request.
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeTypefullyRequest = {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
};

export type FakeDraft = { id: number; socialSetId: number; body: Record<string, unknown> };

/** What the next draft requests answer instead of a draft: a refusal of Typefully's, `times` times (default: until reset). */
export type FakeTypefullyMode =
  | { kind: "ok" }
  | { kind: "status"; status: 400 | 401 | 500; times?: number }
  | { kind: "rateLimited"; retryAfterSeconds: number; times?: number };

export type FakeTypefully = {
  url: string;
  apiKey: string;
  socialSets: { id: number; username: string; name: string }[];
  requests: FakeTypefullyRequest[];
  drafts: FakeDraft[];
  answerDraftsWith(mode: FakeTypefullyMode): void;
  close(): Promise<void>;
};

const platformKeys = ["x", "linkedin", "mastodon", "threads", "bluesky"];
const draftFields = ["platforms", "draft_title", "scratchpad_text", "tags", "share", "publish_at"];
const isoWithOffset = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const json = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
  response.writeHead(status, { "content-type": "application/json", ...headers }).end(JSON.stringify(body));

const apiError = (code: string, message: string, details?: { field: string; message: string }[]) => ({
  error: { code, message, ...(details ? { details } : {}) },
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Why Typefully would refuse the draft body (a 422's field and message, or a 400's message); null when it takes it. */
function refusalOf(body: unknown): { status: 400 | 422; message: string; field?: string } | null {
  if (!isRecord(body)) return { status: 422, message: "Input should be an object.", field: "body" };
  const unknown = Object.keys(body).find((key) => !draftFields.includes(key));
  if (unknown) return { status: 422, message: "Extra inputs are not permitted.", field: unknown };
  if (!isRecord(body.platforms)) return { status: 422, message: "Field required.", field: "platforms" };
  if ("share" in body && typeof body.share !== "boolean")
    return { status: 422, message: "Input should be a valid boolean.", field: "share" };
  if ("publish_at" in body && body.publish_at !== null) {
    const at = body.publish_at;
    if (typeof at !== "string" || !(at === "now" || at === "next-free-slot" || isoWithOffset.test(at)))
      return { status: 422, message: "Input should be a datetime with a timezone.", field: "publish_at" };
  }
  let enabled = 0;
  for (const [platform, config] of Object.entries(body.platforms)) {
    if (!platformKeys.includes(platform))
      return { status: 422, message: "Extra inputs are not permitted.", field: `platforms.${platform}` };
    if (config === null) continue;
    if (!isRecord(config) || typeof config.enabled !== "boolean")
      return { status: 422, message: "Field required.", field: `platforms.${platform}.enabled` };
    if (!config.enabled) continue;
    enabled += 1;
    const posts = config.posts;
    if (!Array.isArray(posts) || posts.length === 0)
      return { status: 422, message: "Field required.", field: `platforms.${platform}.posts` };
    if (posts.length > 50)
      return { status: 422, message: "List should have at most 50 items.", field: `platforms.${platform}.posts` };
    for (const [index, post] of posts.entries()) {
      if (!isRecord(post) || typeof post.text !== "string" || post.text.trim() === "")
        return { status: 422, message: "Must not be empty.", field: `platforms.${platform}.posts.${index}.text` };
    }
    if (platform === "linkedin" && posts.length > 1)
      return {
        status: 400,
        message: "LinkedIn only supports single posts. Please provide only one post for LinkedIn.",
      };
  }
  if (enabled === 0) return { status: 400, message: "At least one platform must be enabled" };
  return null;
}

export async function startFakeTypefully(apiKey = "tf_test_key_1234"): Promise<FakeTypefully> {
  const socialSets = [
    { id: 4101, username: "hookline", name: "Hookline" },
    { id: 4102, username: "hooklineclient", name: "Client brand" },
  ];
  const requests: FakeTypefullyRequest[] = [];
  const drafts: FakeDraft[] = [];
  let mode: FakeTypefullyMode = { kind: "ok" };
  let left = Infinity;

  const server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://fake");
      let body: unknown = null;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        body = undefined;
      }
      requests.push({
        method: request.method ?? "",
        path: url.pathname,
        authorization: request.headers.authorization,
        body,
      });
      if (request.headers.authorization !== `Bearer ${apiKey}`)
        return json(response, 401, apiError("UNAUTHORIZED", "Invalid or missing API key."));

      if (request.method === "GET" && url.pathname === "/v2/social-sets") {
        const limit = Math.min(Number(url.searchParams.get("limit") ?? 10), 50);
        const offset = Number(url.searchParams.get("offset") ?? 0);
        const results = socialSets
          .slice(offset, offset + limit)
          .map((set) => ({ ...set, profile_image_url: null, team: null }));
        return json(response, 200, { results, count: socialSets.length, limit, offset, next: null, previous: null });
      }

      const draftPath = /^\/v2\/social-sets\/([^/]+)\/drafts$/.exec(url.pathname);
      if (request.method === "POST" && draftPath) {
        const socialSet = socialSets.find((set) => String(set.id) === draftPath[1]);
        if (!socialSet) return json(response, 404, apiError("NOT_FOUND", "Resource not found."));
        if (mode.kind !== "ok" && left > 0) {
          left -= 1;
          const current = mode;
          if (left === 0) mode = { kind: "ok" };
          if (current.kind === "rateLimited")
            return json(response, 429, apiError("RATE_LIMITED", "Rate limit exceeded. Try again later."), {
              "retry-after": String(current.retryAfterSeconds),
              "x-ratelimit-socialset-limit": "10",
              "x-ratelimit-socialset-remaining": "0",
              "x-ratelimit-socialset-resource": "drafts.create",
            });
          if (current.status === 400)
            return json(response, 400, apiError("VALIDATION_ERROR", "You have reached your draft limit"));
          if (current.status === 401)
            return json(response, 401, apiError("UNAUTHORIZED", "Invalid or missing API key."));
          return json(response, 500, apiError("INTERNAL_ERROR", "Internal server error."));
        }
        if (body === undefined) return json(response, 400, apiError("INVALID_JSON", "Invalid JSON body."));
        const refusal = refusalOf(body);
        if (refusal)
          return json(
            response,
            refusal.status,
            apiError(
              "VALIDATION_ERROR",
              refusal.status === 422 ? "Some fields are invalid." : refusal.message,
              refusal.field ? [{ field: refusal.field, message: refusal.message }] : undefined,
            ),
          );
        const draftBody = body as Record<string, unknown>;
        const id = 90_000 + drafts.length + 1;
        drafts.push({ id, socialSetId: socialSet.id, body: draftBody });
        const scheduled = typeof draftBody.publish_at === "string" && isoWithOffset.test(draftBody.publish_at);
        return json(response, 201, {
          id,
          social_set_id: socialSet.id,
          draft_id: id,
          status: scheduled ? "scheduled" : "draft",
          publish_state: null,
          created_at: new Date().toISOString(),
          updated_at: null,
          scheduled_date: scheduled ? new Date(draftBody.publish_at as string).toISOString() : null,
          published_at: null,
          draft_title: null,
          tags: [],
          preview: "",
          share_url: draftBody.share === true ? `https://typefully.com/share/fake${id}` : null,
          private_url: `https://typefully.com/?d=${id}&a=${socialSet.id}`,
          platforms: draftBody.platforms,
        });
      }
      return json(response, 404, apiError("NOT_FOUND", "Resource not found."));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    socialSets,
    requests,
    drafts,
    answerDraftsWith(next) {
      mode = next;
      left = next.kind === "ok" ? Infinity : (next.times ?? Infinity);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
