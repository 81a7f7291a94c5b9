import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { apiRateLimits, generationRateLimit } from "@/lib/config/rate-limits";
import { getDb } from "@/lib/db";
import { hit } from "@/lib/rate-limit";

import { stopFakeAI, useFakeAI } from "../support/ai-env";
import { randomIp, signedInUser } from "../support/auth-requests";
import type { FakeAI } from "../support/fake-ai";
import { apiRequest } from "../support/route-requests";
import { trialSubscriber, unitsUsed } from "../support/subscribers";

let fake: FakeAI;
let keyRoute: typeof import("@/app/api/extension/key/route");
let replyRoute: typeof import("@/app/api/extension/reply/route");
let meRoute: typeof import("@/app/api/extension/me/route");
let historyRoute: typeof import("@/app/api/extension/history/route");

beforeAll(async () => {
  fake = await useFakeAI();
  [keyRoute, replyRoute, meRoute, historyRoute] = await Promise.all([
    import("@/app/api/extension/key/route"),
    import("@/app/api/extension/reply/route"),
    import("@/app/api/extension/me/route"),
    import("@/app/api/extension/history/route"),
  ]);
});
afterAll(() => stopFakeAI(fake));
beforeEach(() => fake.reset());

const post = {
  platform: "x",
  postText: "We ship every Friday. Here is why it works for us.",
  author: "@maria",
  tone: "insightful",
  count: 3,
};

async function issueKey(bearer: string): Promise<string> {
  const response = await keyRoute.POST(apiRequest("/api/extension/key", bearer, { method: "POST" }), undefined);
  expect(response.status).toBe(201);
  return ((await response.json()) as { key: string }).key;
}

/**
 * A request as the extension's background worker sends it: its own origin and the API key, from an address of its
 * own unless one is given (the per-address limit on bad keys is tested alone).
 */
function fromExtension(
  path: string,
  key: string | null,
  body?: unknown,
  origin = "chrome-extension://abcdefghijklmnopabcdefghijklmnop",
  ip = randomIp(),
): Request {
  const headers: Record<string, string> = { origin, "content-type": "application/json", "x-forwarded-for": ip };
  if (key) headers.authorization = `Bearer ${key}`;
  return new Request(`http://localhost:3000${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers,
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

const reply = (key: string | null, body: unknown = post, origin?: string, ip?: string) =>
  replyRoute.POST(fromExtension("/api/extension/reply", key, body, origin, ip), undefined);
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

describe("extension API keys", () => {
  it("shows a subscriber's key once, keeps only its hash, and lists it by prefix and last four", async () => {
    const user = await trialSubscriber("ext-key");
    const key = await issueKey(user.bearer);
    expect(key).toMatch(/^hk_[A-Za-z0-9_-]{43}$/);
    const listed = (await (await keyRoute.GET(apiRequest("/api/extension/key", user.bearer), undefined)).json()) as {
      apiKey: Record<string, unknown>;
    };
    expect(listed.apiKey).toMatchObject({ prefix: key.slice(0, 7), lastFour: key.slice(-4), lastUsedAt: null });
    expect(JSON.stringify(listed)).not.toContain(key);
    const row = await getDb().apiKey.findFirstOrThrow({ where: { userId: user.id, kind: "extension" } });
    expect(Object.values(row).map(String)).not.toContain(key);
    expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses a key without a plan", async () => {
    const user = await signedInUser("ext-planless");
    const response = await keyRoute.POST(apiRequest("/api/extension/key", user.bearer, { method: "POST" }), undefined);
    expect(response.status).toBe(403);
    expect(await getDb().apiKey.count({ where: { userId: user.id } })).toBe(0);
  });

  it("answers 401 for a missing, malformed, unknown, rotated or revoked key", async () => {
    const user = await trialSubscriber("ext-revoke");
    const first = await issueKey(user.bearer);
    const second = await issueKey(user.bearer); // rotation: the first stops working
    const unknown = `hk_${"A".repeat(43)}`;
    for (const key of [null, "not-a-key", unknown, first]) {
      const response = await reply(key);
      expect(response.status, String(key)).toBe(401);
      expect((await errorOf(response)).message).toBe(
        "This API key is not valid. Create a new one in your Hookline profile.",
      );
    }
    expect((await reply(second)).status).toBe(200);
    expect(
      (await keyRoute.DELETE(apiRequest("/api/extension/key", user.bearer, { method: "DELETE" }), undefined)).status,
    ).toBe(204);
    expect((await reply(second)).status).toBe(401);
    expect((await meRoute.GET(fromExtension("/api/extension/me", second), undefined)).status).toBe(401);
    expect(await unitsUsed(user.id)).toBe(1);
  });

  it(`limits bad keys per address as the API does: past ${apiRateLimits.invalidKey.limit} a minute, 429 with Retry-After`, async () => {
    const user = await trialSubscriber("ext-guessing");
    const key = await issueKey(user.bearer);
    const ip = randomIp();
    const guess = (index: number) => `hk_${String(index).padStart(43, "G")}`;
    // The windows follow the clock: one about to end would reset between the guesses and the one refused.
    const windowMs = apiRateLimits.invalidKey.windowSeconds * 1000;
    const left = windowMs - (Date.now() % windowMs);
    if (left < 10_000) await new Promise((resolve) => setTimeout(resolve, left + 200));
    // The three routes that take a key count together.
    const routes = [
      (bad: string | null) => reply(bad, post, undefined, ip),
      (bad: string | null) => meRoute.GET(fromExtension("/api/extension/me", bad, undefined, undefined, ip), undefined),
      (bad: string | null) =>
        historyRoute.GET(fromExtension("/api/extension/history", bad, undefined, undefined, ip), undefined),
    ];
    for (let index = 0; index < apiRateLimits.invalidKey.limit; index += 1) {
      const response = await routes[index % routes.length]!(index === 0 ? null : guess(index));
      expect(response.status, `guess ${index + 1}`).toBe(401);
    }
    for (const route of routes) {
      const limited = await route(guess(999));
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await errorOf(limited)).toEqual({
        code: "rate_limited",
        message: "Too many requests with a key that is not valid. Please try again later.",
      });
    }
    // Another address is still told the key is wrong, and a valid key from the limited address still works.
    expect((await reply(guess(999))).status).toBe(401);
    expect(
      (await meRoute.GET(fromExtension("/api/extension/me", key, undefined, undefined, ip), undefined)).status,
    ).toBe(200);
    expect(await unitsUsed(user.id)).toBe(0);
  });

  it("stops working with 402 when the subscription ends, spending nothing", async () => {
    const user = await trialSubscriber("ext-expired");
    const key = await issueKey(user.bearer);
    await getDb().subscription.update({
      where: { userId: user.id },
      data: {
        status: "canceled",
        trialEnd: new Date(Date.now() - 1000),
        currentPeriodEnd: new Date(Date.now() - 1000),
      },
    });
    const inactive = {
      code: "payment_required",
      message: "Your Hookline plan is not active. Choose a plan to keep writing replies.",
    };
    const response = await reply(key);
    expect(response.status).toBe(402);
    expect(await errorOf(response)).toEqual(inactive);
    const me = await meRoute.GET(fromExtension("/api/extension/me", key), undefined);
    expect(me.status).toBe(402);
    expect(await errorOf(me)).toEqual(inactive);
    expect(await unitsUsed(user.id)).toBe(0);
    expect(fake.requests).toHaveLength(0);
  });
});

describe("POST /api/extension/reply", () => {
  it("writes the drafts in the tone asked, with their lengths, for one unit; records when the key was used", async () => {
    const user = await trialSubscriber("ext-reply");
    const key = await issueKey(user.bearer);
    const response = await reply(key);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      replies: [1, 2, 3].map((n) => ({
        text: `Fake insightful reply ${n}`,
        chars: `Fake insightful reply ${n}`.length,
        limit: 280,
      })),
    });
    expect(await unitsUsed(user.id)).toBe(1);
    const request = fake.requests[0];
    expect(request?.system).toContain("Tone: insightful.");
    expect(request?.system).toContain("Write every reply in English.");
    expect(request?.user).toContain("Post by @maria (the one to reply to):\nWe ship every Friday.");
    expect(
      (await getDb().apiKey.findFirstOrThrow({ where: { userId: user.id, kind: "extension" } })).lastUsedAt,
    ).not.toBeNull();
  });

  it("counts each platform its own way (X weighs an emoji as 2) and asks the next provider when a draft is too long", async () => {
    const user = await trialSubscriber("ext-limits");
    const key = await issueKey(user.bearer);
    fake.script("openai", () => ({ kind: "ok", object: { replies: ["x".repeat(281)] } }));
    fake.script("anthropic", () => ({ kind: "ok", object: { replies: ["Ship it 🚀"] } }));
    const x = (await (await reply(key, { ...post, count: 1 })).json()) as {
      replies: { chars: number; limit: number }[];
    };
    expect(x.replies).toEqual([{ text: "Ship it 🚀", chars: 10, limit: 280 }]);
    expect(fake.requests.map((request) => request.provider)).toEqual(["openai", "anthropic"]);

    fake.reset();
    for (const [platform, limit] of [
      ["threads", 500],
      ["instagram", 2200],
    ] as const) {
      const answer = (await (await reply(key, { ...post, platform, count: 1 })).json()) as {
        replies: { chars: number; limit: number }[];
      };
      expect(answer.replies[0]).toMatchObject({ chars: "Fake insightful reply 1".length, limit });
    }
    expect(fake.requests[0]?.system).toContain("at most 500 characters");
    expect(fake.requests[1]?.system).toContain("Instagram comments: each at most 2200 characters");
    expect(await unitsUsed(user.id)).toBe(3);
  });

  it("writes as the persona, in its language", async () => {
    const user = await trialSubscriber("ext-persona");
    const key = await issueKey(user.bearer);
    await reply(key, {
      ...post,
      tone: "funny",
      count: 1,
      persona: { name: "Lena", role: "founder of a bakery", style: "Short, warm sentences.", language: "German" },
    });
    expect(fake.requests[0]?.system).toContain("Write every reply in German.");
    expect(fake.requests[0]?.system).toContain("You write as Lena, founder of a bakery.");
    expect(fake.requests[0]?.system).toContain("Writing style: Short, warm sentences.");
  });

  it("spends nothing when every provider fails, and refuses bad bodies with 400", async () => {
    const user = await trialSubscriber("ext-fail");
    const key = await issueKey(user.bearer);
    fake.script("openai", () => ({ kind: "status", status: 500 }));
    fake.script("anthropic", () => ({ kind: "status", status: 529 }));
    expect((await reply(key)).status).toBe(503);
    for (const body of [
      { ...post, count: 4 },
      { ...post, platform: "facebook" },
      { ...post, postText: " " },
      { ...post, tone: "angry" },
      "{not json",
    ]) {
      const response = await reply(key, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(response)).code).toMatch(/^invalid_/);
    }
    expect(await unitsUsed(user.id)).toBe(0);
  });

  it("answers 402 at the usage limit and 429 when rate-limited", async () => {
    const used = await trialSubscriber("ext-limit", 10);
    expect((await reply(await issueKey(used.bearer))).status).toBe(402);
    const busy = await trialSubscriber("ext-busy");
    const key = await issueKey(busy.bearer);
    for (let i = 0; i < generationRateLimit.limit; i++) await hit(generationRateLimit, `account:${busy.id}`);
    const limited = await reply(key);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("allows extension origins (preflight and answers) and nobody else", async () => {
    const user = await trialSubscriber("ext-cors");
    const key = await issueKey(user.bearer);
    const extension = "chrome-extension://abcdefghijklmnopabcdefghijklmnop";
    const preflight = replyRoute.OPTIONS(
      new Request("http://localhost:3000/api/extension/reply", { method: "OPTIONS", headers: { origin: extension } }),
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(extension);
    expect(preflight.headers.get("access-control-allow-headers")).toContain("authorization");
    expect((await reply(key)).headers.get("access-control-allow-origin")).toBe(extension);
    expect((await reply(null)).headers.get("access-control-allow-origin")).toBe(extension);
    const foreign = await reply(key, post, "https://evil.example");
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();
    expect(
      replyRoute
        .OPTIONS(
          new Request("http://localhost:3000/api/extension/reply", {
            method: "OPTIONS",
            headers: { origin: "https://evil.example" },
          }),
        )
        .headers.get("access-control-allow-origin"),
    ).toBeNull();
  });
});

describe("GET /api/extension/me", () => {
  it("answers the plan, what is left and a persona to start from", async () => {
    const user = await trialSubscriber("ext-me", 3);
    const key = await issueKey(user.bearer);
    const response = await meRoute.GET(fromExtension("/api/extension/me", key), undefined);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      email: user.email,
      plan: "Essential · trial, 3 days left",
      used: 3,
      limit: 10,
      remaining: 7,
      persona: { name: "Test User", role: "", style: "", language: "" },
    });
  });
});
