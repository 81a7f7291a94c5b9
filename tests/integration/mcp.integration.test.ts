import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { countFor } from "@/lib/ai/limits";
import type { ApiScope } from "@/lib/api-keys/scopes";
import { createApiKey } from "@/lib/api-keys/store";
import { api } from "@/lib/config/api";
import { apiRateLimits } from "@/lib/config/rate-limits";
import { getDb } from "@/lib/db";
import { createPreset } from "@/lib/presets/store";
import { countOf, hit } from "@/lib/rate-limit";

import { stopFakeAI, useFakeAI } from "../support/ai-env";
import { appUrl } from "../support/auth-requests";
import type { FakeAI } from "../support/fake-ai";
import { serveRoute, type Listening } from "../support/node-route-server";
import { trialSubscriber, unitsUsed } from "../support/subscribers";

let fake: FakeAI;
let listening: Listening;
let endpoint: URL;
const clients: Client[] = [];

beforeAll(async () => {
  fake = await useFakeAI();
  const route = await import("@/app/api/mcp/route");
  const byMethod: Record<string, (request: Request, context: undefined) => Promise<Response>> = {
    POST: route.POST,
    GET: route.GET,
    DELETE: route.DELETE,
  };
  listening = await serveRoute((request) => (byMethod[request.method] ?? route.GET)(request, undefined), 0, appUrl);
  endpoint = new URL("/api/mcp", listening.url);
});
afterAll(async () => {
  await listening.close();
  await stopFakeAI(fake);
});
beforeEach(() => fake.reset());
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

const allScopes: ApiScope[] = ["generate", "library:read", "library:write", "voices:read", "voices:write"];

async function subscriberKey(
  label: string,
  { used = 0, scopes = allScopes }: { used?: number; scopes?: ApiScope[] } = {},
) {
  const user = await trialSubscriber(label, used);
  const { key, apiKey } = await createApiKey(user.id, { name: `${label} agent`, scopes });
  return { user, key, keyId: apiKey.id };
}

/** An MCP client as an agent runs it: the official SDK over real HTTP, the key in its Authorization header. */
async function connect(key: string | null): Promise<Client> {
  const client = new Client({ name: "hookline-tests", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(endpoint, {
    requestInit: { headers: key ? { Authorization: `Bearer ${key}` } : {} },
  });
  await client.connect(transport);
  clients.push(client);
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown> = {}): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

const textOf = (result: CallToolResult) =>
  result.content.map((part) => (part.type === "text" ? part.text : "")).join("\n");

type JsonRpcAnswer = {
  jsonrpc: string;
  id: number | string | null;
  result?: CallToolResult;
  error?: { code: number; message: string; data?: { code?: string; retryAfterSeconds?: number } };
};

/** A raw POST, as a client that batches would send it: the SDK's client never sends a batch. */
async function post(key: string, body: unknown, protocolVersion?: string): Promise<Response> {
  return fetch(endpoint, {
    method: "POST",
    headers: {
      authorization: `Bearer ${key}`,
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      ...(protocolVersion ? { "mcp-protocol-version": protocolVersion } : {}),
    },
    body: JSON.stringify(body),
  });
}

const toolCall = (id: number, params: unknown) => ({
  jsonrpc: "2.0",
  id,
  method: "tools/call",
  ...(params === undefined ? {} : { params }),
});

const saveCall = (id: number) =>
  toolCall(id, { name: "save_to_library", arguments: { content: `Batched copy ${id}`, contentType: "social" } });

const savedCopies = (userId: string) => getDb().savedCopy.count({ where: { userId } });

/** A post of exactly `weighted` X characters, though it has fewer characters: a link counts 23, an emoji 2. */
function xPostWeighing(weighted: number): string {
  const start =
    "Launch day 🚀 Read the story at https://example.com/blog/why-we-ship-every-friday-and-what-it-taught-us ";
  for (let filler = 0; filler < 400; filler += 1) {
    const text = `${start}${"a".repeat(filler)}`;
    if (countFor("x", text) === weighted) return text;
  }
  throw new Error(`no post weighs ${weighted}`);
}

describe("MCP server", () => {
  it("lists its thirteen tools with honest annotations and the API's input and output schemas", async () => {
    const { key } = await subscriberKey("mcp-list");
    const client = await connect(key);
    expect(client.getServerVersion()?.name).toBe("hookline");
    const { tools } = await client.listTools();
    const byName = new Map(tools.map((tool) => [tool.name, tool]));
    expect([...byName.keys()].sort()).toEqual(
      [
        "approve_campaign",
        "check_platform_limits",
        "create_campaign",
        "export_campaign",
        "generate_copy",
        "get_campaign",
        "get_usage",
        "list_brand_voices",
        "plan_content",
        "save_to_library",
        "search_library",
        "send_campaign",
        "write_hooks",
      ].sort(),
    );
    for (const tool of tools) {
      expect(tool.title, tool.name).toBeTruthy();
      expect(tool.description?.length, tool.name).toBeGreaterThan(60);
      expect(tool.inputSchema.type, tool.name).toBe("object");
      expect(tool.outputSchema?.type, tool.name).toBe("object");
    }
    for (const name of ["generate_copy", "write_hooks", "plan_content"]) {
      expect(byName.get(name)?.annotations, name).toEqual({
        readOnlyHint: false,
        destructiveHint: false,
        idempotentHint: false,
        openWorldHint: true,
      });
      expect(byName.get(name)?.description, name).toMatch(/one generation/);
    }
    for (const name of ["check_platform_limits", "list_brand_voices", "search_library", "get_usage"]) {
      expect(byName.get(name)?.annotations, name).toMatchObject({ readOnlyHint: true, idempotentHint: true });
    }
    expect(byName.get("save_to_library")?.annotations).toMatchObject({
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
    });

    const generate = byName.get("generate_copy")?.inputSchema;
    expect(generate?.required).toEqual(["contentType"]);
    expect(generate?.properties?.contentType).toMatchObject({
      enum: ["ads", "social", "email", "scripts", "blog", "seo"],
    });
    expect(generate?.properties?.language).toMatchObject({ default: "English" });
    const check = byName.get("check_platform_limits")?.inputSchema;
    expect(check?.required).toEqual(["text", "contentType"]);
    expect(Object.keys(check?.properties ?? {})).toEqual(expect.arrayContaining(["text", "contentType", "platform"]));
    expect(Object.keys(byName.get("search_library")?.inputSchema.properties ?? {})).toEqual([
      "q",
      "type",
      "favourites",
      "limit",
      "cursor",
    ]);
  });

  it("checks an X post by X's weights: 281 is over by one, 280 fits", async () => {
    const { key } = await subscriberKey("mcp-check", { scopes: ["library:read"] });
    const client = await connect(key);
    const over = xPostWeighing(281);
    const fits = xPostWeighing(280);
    expect(fits.length).toBeGreaterThan(280); // counted by characters it would be over: the weighting decides

    const refused = await call(client, "check_platform_limits", { contentType: "social", platform: "x", text: over });
    expect(refused.isError).toBeFalsy();
    expect(refused.structuredContent).toMatchObject({
      withinLimits: false,
      parts: [{ rule: "x", count: 281, limit: 280, hard: true, over: 1 }],
    });
    expect(JSON.parse(textOf(refused))).toEqual(refused.structuredContent);

    const passed = await call(client, "check_platform_limits", { contentType: "social", platform: "x", text: fits });
    expect(passed.structuredContent).toMatchObject({ withinLimits: true, parts: [{ count: 280, over: 0 }] });
    expect(fake.requests).toHaveLength(0);
  });

  it("generates copy through the AI writer and spends exactly one generation", async () => {
    const { user, key } = await subscriberKey("mcp-generate", { scopes: ["generate"] });
    const client = await connect(key);
    const result = await call(client, "generate_copy", {
      contentType: "social",
      platform: "linkedin",
      topic: "Why we ship every Friday",
    });
    expect(result.isError, textOf(result)).toBeFalsy();
    const answer = result.structuredContent as {
      text: string;
      variants: { score: { score: number } }[];
      usage: { used: number; limit: number };
    };
    expect(answer.text.length).toBeGreaterThan(20);
    expect(answer.variants[0]?.score.score).toBeGreaterThanOrEqual(0);
    expect(answer.usage).toMatchObject({ used: 1, limit: 10 });
    expect(fake.requests.length).toBeGreaterThan(0);
    expect(await unitsUsed(user.id)).toBe(1);
  });

  it("refuses a brief the generator's schema refuses, naming the field, and spends nothing", async () => {
    const { user, key } = await subscriberKey("mcp-invalid", { scopes: ["generate"] });
    const client = await connect(key);
    const result = await call(client, "generate_copy", { contentType: "social", platform: "x" });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/Give the post a topic/);
    expect(textOf(result)).toMatch(/topic/);
    expect(await unitsUsed(user.id)).toBe(0);
  });

  it("lists the account's brand voices", async () => {
    const { user, key } = await subscriberKey("mcp-voices", { scopes: ["voices:read"] });
    await createPreset(user.id, { name: "Launch voice", tone: "Bold and short", wordsToAvoid: "synergy" });
    const client = await connect(key);
    const result = await call(client, "list_brand_voices");
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({
      voices: [{ name: "Launch voice", tone: "Bold and short", wordsToAvoid: "synergy" }],
      limit: 5,
    });
  });

  it("saves copy to the library and finds it again", async () => {
    const { key } = await subscriberKey("mcp-library", { scopes: ["library:read", "library:write"] });
    const client = await connect(key);
    const saved = await call(client, "save_to_library", {
      content: "Friday ships: a habit that keeps us honest.",
      contentType: "social",
    });
    expect(saved.isError, textOf(saved)).toBeFalsy();
    const found = await call(client, "search_library", { q: "keeps us honest" });
    expect(found.structuredContent).toMatchObject({
      copies: [{ content: "Friday ships: a habit that keeps us honest.", contentType: "social" }],
      nextCursor: null,
    });
  });

  it("answers the plan and its usage", async () => {
    const { key } = await subscriberKey("mcp-usage", { used: 3, scopes: ["library:read"] });
    const client = await connect(key);
    const result = await call(client, "get_usage");
    expect(result.structuredContent).toMatchObject({
      plan: "essential",
      isTrial: true,
      used: 3,
      limit: 10,
      remaining: 7,
    });
  });

  it("refuses a missing or unknown key before anything else", async () => {
    for (const key of [`hk_${"A".repeat(43)}`, "not-a-key", null]) {
      await expect(connect(key), String(key)).rejects.toMatchObject({
        code: 401,
        message: expect.stringContaining("This API key is not valid"),
      });
    }
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toBe('Bearer realm="Hookline"');
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(await response.json()).toEqual({
      jsonrpc: "2.0",
      error: { code: -32001, message: "This API key is not valid. Create a new one in your Hookline profile." },
      id: null,
    });
  });

  it("answers GET and DELETE with 405: a stateless server has no stream to resume and no session to end", async () => {
    for (const method of ["GET", "DELETE"]) {
      const response = await fetch(endpoint, { method, headers: { accept: "text/event-stream" } });
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow"), method).toBe("POST");
      expect(((await response.json()) as { jsonrpc: string }).jsonrpc, method).toBe("2.0");
    }
  });

  it("at the plan's limit answers payment_required with the usage, and spends nothing", async () => {
    const { user, key } = await subscriberKey("mcp-limit", { used: 10, scopes: ["generate"] });
    const client = await connect(key);
    const result = await call(client, "generate_copy", {
      contentType: "social",
      platform: "linkedin",
      topic: "Why we ship every Friday",
    });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/^payment_required: /);
    expect(textOf(result)).toMatch(/usage: \{.*"used":10,"limit":10.*"remaining":0/);
    expect(result.structuredContent).toBeUndefined();
    expect(fake.requests).toHaveLength(0);
    expect(await unitsUsed(user.id)).toBe(10);
  });

  it("counts every request against the key's rate limit, as the REST API does, and past it answers 429", async () => {
    const { keyId, key } = await subscriberKey("mcp-rate", { scopes: ["library:read"] });
    const client = await connect(key);
    const afterConnect = await countOf(apiRateLimits.key, `key:${keyId}`);
    expect(afterConnect).toBeGreaterThan(0);
    await client.listTools();
    expect(await countOf(apiRateLimits.key, `key:${keyId}`)).toBe(afterConnect + 1);
    await Promise.all(Array.from({ length: apiRateLimits.key.limit }, () => hit(apiRateLimits.key, `key:${keyId}`)));
    await expect(call(client, "get_usage")).rejects.toThrow(/Too many requests\. Please try again later\./);
  });

  it("refuses a tool the key has no scope for, clearly, and spends nothing", async () => {
    const { user, key } = await subscriberKey("mcp-scope", { scopes: ["library:read"] });
    const client = await connect(key);
    const result = await call(client, "generate_copy", {
      contentType: "social",
      platform: "linkedin",
      topic: "Why we ship every Friday",
    });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toBe(
      'forbidden: This API key does not have the "generate" scope. Make a key with it in your Hookline profile.',
    );
    expect(fake.requests).toHaveLength(0);
    expect(await unitsUsed(user.id)).toBe(0);
    const voices = await call(client, "list_brand_voices");
    expect(textOf(voices)).toMatch(/^forbidden: .*"voices:read"/);
  });

  it("counts each call of a batch against the key's limit: the 61st of 100 is refused, and nothing past it is saved", async () => {
    const { user, keyId, key } = await subscriberKey("mcp-batch", { scopes: ["library:write"] });
    const calls = 100;
    const limit = apiRateLimits.key.limit;
    // 2025-06-18 dropped JSON-RPC batching, yet SDK 1.32 still takes a batch under that version: the limit must hold.
    const response = await post(
      key,
      Array.from({ length: calls }, (_, index) => saveCall(index + 1)),
      "2025-06-18",
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("retry-after")).toBeNull();
    expect(response.headers.get("ratelimit-limit")).toBe(String(limit));
    expect(response.headers.get("ratelimit-remaining")).toBe("0");
    const answers = (await response.json()) as JsonRpcAnswer[];
    expect(answers.map((answer) => answer.id)).toEqual(Array.from({ length: calls }, (_, index) => index + 1));
    for (const answer of answers.slice(0, limit)) {
      expect(answer.jsonrpc).toBe("2.0");
      expect(answer.error, String(answer.id)).toBeUndefined();
      expect(answer.result?.isError, String(answer.id)).toBeFalsy();
      expect(answer.result?.structuredContent, String(answer.id)).toMatchObject({
        copy: { content: `Batched copy ${answer.id}` },
      });
    }
    for (const answer of answers.slice(limit)) {
      expect(answer.result, String(answer.id)).toBeUndefined();
      expect(answer.error?.code, String(answer.id)).toBe(-32000);
      expect(answer.error?.message, String(answer.id)).toMatch(
        /^Too many requests: this call is over the API key's rate limit\. Try again in \d+ seconds?\.$/,
      );
      expect(answer.error?.data?.code).toBe("rate_limited");
      expect(answer.error?.data?.retryAfterSeconds).toBeGreaterThan(0);
    }
    expect(await savedCopies(user.id)).toBe(limit);
    expect(await countOf(apiRateLimits.key, `key:${keyId}`)).toBe(calls);

    // Refused whole, a batch is a 429 with Retry-After and still one error per request.
    const refused = await post(key, [
      saveCall(101),
      saveCall(102),
      { jsonrpc: "2.0", method: "notifications/initialized" },
    ]);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const refusedAnswers = (await refused.json()) as JsonRpcAnswer[];
    expect(refusedAnswers.map((answer) => [answer.id, answer.error?.code])).toEqual([
      [101, -32000],
      [102, -32000],
    ]);
    // One by one, as before: a 429 with the refusal as a JSON-RPC error.
    const single = await post(key, saveCall(103));
    expect(single.status).toBe(429);
    expect(single.headers.get("retry-after")).toBeTruthy();
    expect(((await single.json()) as JsonRpcAnswer).error?.message).toBe("Too many requests. Please try again later.");
    expect(await savedCopies(user.id)).toBe(limit);
  });

  it("counts a batch against the account's limit too, across its keys", async () => {
    const { user, key } = await subscriberKey("mcp-batch-user", { scopes: ["library:write"] });
    const { key: second } = await createApiKey(user.id, { name: "mcp-batch-user second", scopes: ["library:write"] });
    const first = await post(
      key,
      Array.from({ length: 50 }, (_, index) => saveCall(index + 1)),
    );
    expect(first.status).toBe(200);
    await Promise.all(Array.from({ length: 50 }, () => hit(apiRateLimits.user, `account:${user.id}`)));
    // The account has 100 of its 120 counted: of this key's fresh 30, the first 20 are within.
    const answers = (await (
      await post(
        second,
        Array.from({ length: 30 }, (_, index) => saveCall(index + 1)),
      )
    ).json()) as JsonRpcAnswer[];
    expect(answers.filter((answer) => answer.result).map((answer) => answer.id)).toEqual(
      Array.from({ length: apiRateLimits.user.limit - 100 }, (_, index) => index + 1),
    );
    expect(answers.filter((answer) => answer.error?.code === -32000)).toHaveLength(
      30 - (apiRateLimits.user.limit - 100),
    );
    expect(await savedCopies(user.id)).toBe(50 + apiRateLimits.user.limit - 100);
  });

  it("takes at most the configured number of messages in a batch, counted as one request", async () => {
    const { user, keyId, key } = await subscriberKey("mcp-batch-size", { scopes: ["library:write"] });
    const size = api.mcpMaxBatchCalls + 1;
    const response = await post(
      key,
      Array.from({ length: size }, (_, index) => saveCall(index + 1)),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      jsonrpc: "2.0",
      id: null,
      error: {
        code: -32600,
        message: `Invalid Request: a batch may hold at most ${api.mcpMaxBatchCalls} messages and this one has ${size}. Send the rest in another request.`,
      },
    });
    expect(await countOf(apiRateLimits.key, `key:${keyId}`)).toBe(1);
    expect(await savedCopies(user.id)).toBe(0);
  });

  it("answers a batch as JSON-RPC asks: an empty one is an invalid request, one of a single call an array of one", async () => {
    const { key } = await subscriberKey("mcp-batch-shapes", { scopes: ["library:read"] });
    const empty = await post(key, []);
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({
      jsonrpc: "2.0",
      id: null,
      error: { code: -32600, message: "Invalid Request: an empty batch holds no request to answer." },
    });

    const single = await post(key, [{ jsonrpc: "2.0", id: 7, method: "tools/explode" }]);
    expect(single.status).toBe(200);
    expect(await single.json()).toEqual([
      { jsonrpc: "2.0", id: 7, error: { code: -32601, message: "Method not found" } },
    ]);

    const alone = await post(key, { jsonrpc: "2.0", id: 8, method: "tools/explode" });
    expect(await alone.json()).toEqual({ jsonrpc: "2.0", id: 8, error: { code: -32601, message: "Method not found" } });

    const notified = await post(key, [{ jsonrpc: "2.0", method: "notifications/initialized" }]);
    expect(notified.status).toBe(202);
    expect(await notified.text()).toBe("");
  });

  it("answers a tools/call with malformed params as invalid params in plain words, alone or in a batch", async () => {
    const { user, key } = await subscriberKey("mcp-params", { scopes: ["library:read", "library:write"] });
    const malformed: [string, unknown][] = [
      ["no params", undefined],
      ["params null", null],
      ["params an array", [{ name: "get_usage" }]],
      ["name missing", { arguments: {} }],
      ["name a number", { name: 7, arguments: {} }],
      ["name null", { name: null }],
      ["arguments a string", { name: "save_to_library", arguments: "content=hello" }],
      ["arguments an array", { name: "save_to_library", arguments: ["hello", "social"] }],
      ["arguments a number", { name: "save_to_library", arguments: 42 }],
      ["arguments null", { name: "save_to_library", arguments: null }],
    ];
    const expectPlainInvalidParams = (answer: JsonRpcAnswer | undefined, label: string) => {
      expect(answer?.result, label).toBeUndefined();
      expect(answer?.error?.code, label).toBe(-32602);
      expect(answer?.error?.message, label).toMatch(/^Invalid params: [^[{]+$/);
      expect(JSON.stringify(answer), label).not.toMatch(/invalid_type|expected|"path"|zod|Zod/);
    };
    for (const [index, [label, params]] of malformed.entries()) {
      const response = await post(key, toolCall(index + 1, params));
      expect(response.status, label).toBe(200);
      const answer = (await response.json()) as JsonRpcAnswer;
      expect(answer.id, label).toBe(index + 1);
      expectPlainInvalidParams(answer, label);
    }
    const batch = await post(key, [
      ...malformed.map(([, params], index) => toolCall(index + 1, params)),
      toolCall(99, {
        name: "save_to_library",
        arguments: { content: "The one well-formed call", contentType: "email" },
      }),
    ]);
    expect(batch.status).toBe(200);
    const answers = (await batch.json()) as JsonRpcAnswer[];
    expect(answers.map((answer) => answer.id)).toEqual([...malformed.map((_, index) => index + 1), 99]);
    malformed.forEach(([label], index) => expectPlainInvalidParams(answers[index], `${label} in a batch`));
    expect(answers.at(-1)?.result?.structuredContent).toMatchObject({
      copy: { content: "The one well-formed call" },
    });
    expect(await savedCopies(user.id)).toBe(1);
  });
});
