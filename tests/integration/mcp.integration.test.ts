import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { countFor } from "@/lib/ai/limits";
import type { ApiScope } from "@/lib/api-keys/scopes";
import { createApiKey } from "@/lib/api-keys/store";
import { apiRateLimits } from "@/lib/config/rate-limits";
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
  it("lists its eight tools with honest annotations and the API's input and output schemas", async () => {
    const { key } = await subscriberKey("mcp-list");
    const client = await connect(key);
    expect(client.getServerVersion()?.name).toBe("hookline");
    const { tools } = await client.listTools();
    const byName = new Map(tools.map((tool) => [tool.name, tool]));
    expect([...byName.keys()].sort()).toEqual(
      [
        "check_platform_limits",
        "generate_copy",
        "get_usage",
        "list_brand_voices",
        "plan_content",
        "save_to_library",
        "search_library",
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
});
