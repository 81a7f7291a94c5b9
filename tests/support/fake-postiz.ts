// A stand-in for a Postiz backend on 127.0.0.1 that speaks its public API (/public/v1) as Postiz's source does:
// the raw API key in Authorization, GET /integrations, GET /integration-settings/:id ({ output: { maxLength } }),
// and POST /posts validated by CreatePostDto's rules (type, shortLink, an ISO date, tags, at least one post, each
// with an existing integration, at least one value with content and an image list, and the provider's settings: X's
// who_can_reply_post enum, Instagram's post_type), answering 201 [{ postId, integration }] or Nest's 400. It can be
// told to answer post creation with a 400, 401, 429 (with Retry-After) or 500, and records every request.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeIntegration = {
  id: string;
  name: string;
  identifier: string;
  disabled?: boolean;
  /** What GET /integration-settings/:id answers as maxLength. */
  maxLength: number;
};

export type ReceivedRequest = { method: string; path: string; authorization: string | undefined; body: unknown };

type Forced =
  | { status: 400; message: string | string[] }
  | { status: 401 }
  | { status: 429; retryAfterSeconds: number }
  | { status: 500 };

export type CreatedPost = { postId: string; integration: string; content: string; type: string; date: string };

export type FakePostiz = {
  url: string;
  apiKey: string;
  integrations: FakeIntegration[];
  received: ReceivedRequest[];
  /** Every post created, across requests (a draft is a post too). */
  created: CreatedPost[];
  /** The POST /posts requests Postiz accepted. */
  accepted: unknown[];
  /** The next `times` post creations answer this instead (once each). */
  force(answer: Forced, times?: number): void;
  reset(): void;
  close(): Promise<void>;
};

const whoCanReply = ["everyone", "following", "mentionedUsers", "subscribers", "verified"];
const providers = ["x", "linkedin", "linkedin-page", "instagram", "instagram-standalone", "facebook", "threads"];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isIsoDate = (value: unknown) =>
  typeof value === "string" &&
  /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) &&
  !Number.isNaN(Date.parse(value));
const stripTags = (html: string) => html.replace(/<[^>]*>/g, "");

/** class-validator's messages for CreatePostDto, prefixed with their path as Nest's ValidationPipe does. */
export function createPostProblems(body: unknown, integrations: readonly FakeIntegration[]): string[] {
  if (!isObject(body)) return ["type should not be null or undefined"];
  const problems: string[] = [];
  if (!["draft", "schedule", "now", "update"].includes(body.type as string))
    problems.push("type must be one of the following values: draft, schedule, now, update");
  if (typeof body.shortLink !== "boolean") problems.push("shortLink must be a boolean value");
  if (!isIsoDate(body.date)) problems.push("date must be a valid ISO 8601 date string");
  if (!Array.isArray(body.tags)) problems.push("tags must be an array");
  else
    body.tags.forEach((tag, index) => {
      if (!isObject(tag) || typeof tag.value !== "string" || typeof tag.label !== "string")
        problems.push(`tags.${index}.value must be a string`);
    });
  if (!Array.isArray(body.posts)) return [...problems, "posts must be an array"];
  if (body.posts.length < 1) problems.push("posts must contain at least 1 elements");
  body.posts.forEach((post: unknown, index) => {
    const at = `posts.${index}`;
    if (!isObject(post)) return problems.push(`${at} must be an object`);
    const integration = integrations.find((item) => isObject(post.integration) && item.id === post.integration.id);
    if (!Array.isArray(post.value)) problems.push(`${at}.value must be an array`);
    else {
      if (post.value.length < 1) problems.push(`${at}.value must contain at least 1 elements`);
      post.value.forEach((value: unknown, valueIndex) => {
        const where = `${at}.value.${valueIndex}`;
        if (!isObject(value)) return problems.push(`${where} must be an object`);
        if (typeof value.content !== "string") problems.push(`${where}.content must be a string`);
        if (!Array.isArray(value.image)) problems.push(`${where}.image must be an array`);
        else if (value.image.length === 0 && stripTags(String(value.content ?? "")).trim() === "")
          problems.push(`${where}. If images do not exist, content must be a non-empty string.`);
      });
    }
    if (!integration) return;
    // Postiz sets __type from the integration, then validates the provider's settings.
    const settings: Record<string, unknown> = {
      ...(isObject(post.settings) ? post.settings : {}),
      __type: integration.identifier,
    };
    if (!providers.includes(integration.identifier))
      problems.push(`${at}.settings.__type must be one of the providers`);
    if (integration.identifier === "x") {
      if (settings.post_type !== "article" && !whoCanReply.includes(settings.who_can_reply_post as string))
        problems.push(
          `${at}.settings.who_can_reply_post must be one of the following values: ${whoCanReply.join(", ")}`,
        );
      if (
        settings.community !== undefined &&
        !/^(https:\/\/x\.com\/i\/communities\/\d+)?$/.test(String(settings.community))
      )
        problems.push(
          "Invalid X community URL. It should be in the format: https://x.com/i/communities/1493446837214187523",
        );
    }
    if (integration.identifier.startsWith("instagram") && !["post", "story"].includes(settings.post_type as string))
      problems.push(`${at}.settings.post_type must be one of the following values: post, story`);
  });
  return problems;
}

export async function startFakePostiz(
  integrations: FakeIntegration[],
  { apiKey = "pz-fake-key-0001" }: { apiKey?: string } = {},
): Promise<FakePostiz> {
  const received: ReceivedRequest[] = [];
  const created: CreatedPost[] = [];
  const accepted: unknown[] = [];
  let forced: Forced[] = [];
  const server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    request.on("end", () => {
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) =>
        response.writeHead(status, { "content-type": "application/json", ...headers }).end(JSON.stringify(body));
      const path = (request.url ?? "/").split("?")[0]!;
      let body: unknown = null;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        return send(400, { statusCode: 400, message: "Unexpected token in JSON", error: "Bad Request" });
      }
      received.push({ method: request.method ?? "GET", path, authorization: request.headers.authorization, body });
      if (!path.startsWith("/public/v1/"))
        return send(404, { message: `Cannot ${request.method} ${path}`, error: "Not Found", statusCode: 404 });
      const authorization = request.headers.authorization;
      if (!authorization) return send(401, { msg: "No API Key found" });
      if (authorization !== apiKey) return send(401, { msg: "Invalid API key" });
      const route = path.slice("/public/v1".length);
      if (request.method === "GET" && route === "/integrations")
        return send(
          200,
          integrations.map((item) => ({
            id: item.id,
            name: item.name,
            identifier: item.identifier,
            picture: `https://uploads.postiz.example/${item.id}.png`,
            disabled: item.disabled ?? false,
            profile: item.name.toLowerCase().replace(/\W+/g, ""),
          })),
        );
      const settings = /^\/integration-settings\/([^/]+)$/.exec(route);
      if (request.method === "GET" && settings) {
        const integration = integrations.find((item) => item.id === decodeURIComponent(settings[1]!));
        if (!integration) return send(500, { statusCode: 500, message: "Internal server error" });
        return send(200, {
          output: {
            rules: "",
            maxLength: integration.maxLength,
            settings: "No additional settings required",
            tools: [],
          },
        });
      }
      if (request.method === "POST" && route === "/posts") {
        const next = forced.shift();
        if (next?.status === 401) return send(401, { msg: "Invalid API key" });
        if (next?.status === 429)
          return send(
            429,
            { statusCode: 429, message: "ThrottlerException: Too Many Requests" },
            { "retry-after": String(next.retryAfterSeconds) },
          );
        if (next?.status === 500) return send(500, { statusCode: 500, message: "Internal server error" });
        if (next?.status === 400) return send(400, { statusCode: 400, message: next.message, error: "Bad Request" });
        const posts = isObject(body) && Array.isArray(body.posts) ? (body.posts as unknown[]) : [];
        if (!posts.every((post) => isObject(post) && isObject(post.integration) && post.integration.id))
          return send(400, { statusCode: 400, message: "All posts must have an integration id", error: "Bad Request" });
        for (const post of posts as { integration: { id: string } }[])
          if (!integrations.some((item) => item.id === post.integration.id))
            return send(400, {
              statusCode: 400,
              message: `Integration with id ${post.integration.id} not found`,
              error: "Bad Request",
            });
        const problems = createPostProblems(body, integrations);
        if (problems.length > 0) return send(400, { statusCode: 400, message: problems, error: "Bad Request" });
        accepted.push(body);
        const request_ = body as {
          type: string;
          date: string;
          posts: { integration: { id: string }; value: { content: string }[] }[];
        };
        const answer = request_.posts.map((post) => {
          const item: CreatedPost = {
            postId: `pz-post-${created.length + 1}`,
            integration: post.integration.id,
            content: post.value[0]!.content,
            type: request_.type,
            date: request_.date,
          };
          created.push(item);
          return { postId: item.postId, integration: item.integration };
        });
        return send(201, answer);
      }
      return send(404, { message: `Cannot ${request.method} ${path}`, error: "Not Found", statusCode: 404 });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    integrations,
    received,
    created,
    accepted,
    force: (answer, times = 1) => {
      for (let index = 0; index < times; index += 1) forced.push(answer);
    },
    reset: () => {
      received.length = 0;
      created.length = 0;
      accepted.length = 0;
      forced = [];
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
