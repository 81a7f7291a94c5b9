// Who may call the public API and what it refuses: keys, scopes, plans, limits and malformed requests, and a check
// that every error code the API documents can actually be answered.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { apiScopes, type ApiScope } from "@/lib/api-keys/scopes";
import { revokeApiKey } from "@/lib/api-keys/store";
import { apiErrorCodes } from "@/lib/app-error";
import { validBrief } from "@/lib/campaigns/test-brief";
import { apiRateLimits, generationRateLimit } from "@/lib/config/rate-limits";
import { getDb } from "@/lib/db";

import { stopFakeAI, useFakeAI } from "../support/ai-env";
import { apiKeyFor, errorBodyOf, fillRateLimit, v1Request, type ApiErrorBody, type V1Init } from "../support/api-v1";
import type { FakeAI } from "../support/fake-ai";
import { routeContext } from "../support/route-requests";
import { trialSubscriber, unitsUsed } from "../support/subscribers";

let fake: FakeAI;
let generateRoute: typeof import("@/app/api/v1/generate/route");
let checkRoute: typeof import("@/app/api/v1/check/route");
let libraryRoute: typeof import("@/app/api/v1/library/route");
let voicesRoute: typeof import("@/app/api/v1/voices/route");
let voiceRoute: typeof import("@/app/api/v1/voices/[id]/route");
let usageRoute: typeof import("@/app/api/v1/usage/route");
let campaignsRoute: typeof import("@/app/api/v1/campaigns/route");
let sendRoute: typeof import("@/app/api/v1/campaigns/[id]/send/route");

beforeAll(async () => {
  fake = await useFakeAI();
  [generateRoute, checkRoute, libraryRoute, voicesRoute, voiceRoute, usageRoute, campaignsRoute, sendRoute] =
    await Promise.all([
      import("@/app/api/v1/generate/route"),
      import("@/app/api/v1/check/route"),
      import("@/app/api/v1/library/route"),
      import("@/app/api/v1/voices/route"),
      import("@/app/api/v1/voices/[id]/route"),
      import("@/app/api/v1/usage/route"),
      import("@/app/api/v1/campaigns/route"),
      import("@/app/api/v1/campaigns/[id]/send/route"),
    ]);
});
afterAll(() => stopFakeAI(fake));
beforeEach(() => fake.reset());

const brief = { contentType: "social", platform: "linkedin", topic: "Async standups" };
const invalidKey = "This API key is not valid. Create a new one in your Hookline profile.";

/** Every error code this file was answered, for the last test. */
const seen = new Set<string>();

async function errorOf(response: Response): Promise<ApiErrorBody> {
  const error = await errorBodyOf(response);
  seen.add(error.code);
  return error;
}

const generate = (key: string | null, init: V1Init = {}) =>
  generateRoute.POST(v1Request("/generate", key, { body: brief, ...init }), undefined);
const usage = (key: string | null) => usageRoute.GET(v1Request("/usage", key), undefined);

/** One request per scope that only a key with that scope may make. */
const requestFor: Record<ApiScope, (key: string) => Promise<Response>> = {
  generate: (key) => generate(key),
  "library:read": (key) => libraryRoute.GET(v1Request("/library", key), undefined),
  "library:write": (key) =>
    libraryRoute.POST(
      v1Request("/library", key, { body: { content: "Saved by the API", contentType: "social" } }),
      undefined,
    ),
  "voices:read": (key) => voicesRoute.GET(v1Request("/voices", key), undefined),
  "voices:write": (key) =>
    voicesRoute.POST(v1Request("/voices", key, { body: { name: `Voice ${randomUUID()}` } }), undefined),
  "campaigns:read": (key) => campaignsRoute.GET(v1Request("/campaigns", key), undefined),
  "campaigns:write": (key) => campaignsRoute.POST(v1Request("/campaigns", key, { body: validBrief }), undefined),
  // Past the scope, a campaign that does not exist: nothing is sent anywhere.
  "campaigns:send": (key) => {
    const id = randomUUID();
    return sendRoute.POST(
      v1Request(`/campaigns/${id}/send`, key, { body: { destination: "postiz", timeZone: "Europe/Berlin" } }),
      routeContext(id),
    );
  },
};
const successStatus: Record<ApiScope, number> = {
  generate: 200,
  "library:read": 200,
  "library:write": 201,
  "voices:read": 200,
  "voices:write": 201,
  "campaigns:read": 200,
  "campaigns:write": 201,
  "campaigns:send": 404,
};

describe("API keys", () => {
  it("answers 401 for a missing, malformed, unknown or revoked key, spending nothing", async () => {
    const user = await trialSubscriber("v1-keys");
    const { key, id } = await apiKeyFor(user.id, ["generate"]);
    await revokeApiKey(user.id, id);
    for (const bad of [null, "not-a-key", `hk_${"A".repeat(43)}`, key]) {
      const response = await generate(bad);
      expect(response.status, String(bad)).toBe(401);
      expect(await errorOf(response)).toEqual({ code: "unauthorized", message: invalidKey });
    }
    const wrongScheme = await usageRoute.GET(
      new Request("http://localhost:3000/api/v1/usage", { headers: { authorization: `Basic ${key}` } }),
      undefined,
    );
    expect(wrongScheme.status).toBe(401);
    expect(await unitsUsed(user.id)).toBe(0);
    expect(fake.requests).toHaveLength(0);
  });

  it("lets each scope do its work and refuses the others with 403 naming the scope, spending only the generation", async () => {
    const user = await trialSubscriber("v1-scopes");
    for (const scope of apiScopes) {
      const { key } = await apiKeyFor(user.id, [scope]);
      for (const other of apiScopes) {
        const response = await requestFor[other](key);
        if (other === scope) {
          expect(response.status, `${scope} doing its own work`).toBe(successStatus[scope]);
          continue;
        }
        expect(response.status, `${scope} key asking for ${other}`).toBe(403);
        expect(await errorOf(response)).toEqual({
          code: "forbidden",
          message: `This API key does not have the "${other}" scope. Make a key with it in your Hookline profile.`,
        });
      }
    }
    expect(await unitsUsed(user.id)).toBe(1);
    expect(await getDb().savedCopy.count({ where: { userId: user.id } })).toBe(1);
    expect(await getDb().brandVoice.count({ where: { userId: user.id } })).toBe(1);
  });

  it("does not count a generation its key may not make against the user's generation limit", async () => {
    const user = await trialSubscriber("v1-scope-rate");
    const reader = await apiKeyFor(user.id, ["library:read"]);
    const writer = await apiKeyFor(user.id, ["generate"]);
    for (let i = 0; i < generationRateLimit.limit; i++) expect((await generate(reader.key)).status).toBe(403);
    expect((await generate(writer.key)).status).toBe(200);
    expect(await unitsUsed(user.id)).toBe(1);
  });

  it("answers usage and checks to a key of any scope", async () => {
    const user = await trialSubscriber("v1-any-scope");
    const { key } = await apiKeyFor(user.id, ["library:read"]);
    expect((await usage(key)).status).toBe(200);
    expect(
      (
        await checkRoute.POST(
          v1Request("/check", key, { body: { text: "Hello", contentType: "social", platform: "x" } }),
          undefined,
        )
      ).status,
    ).toBe(200);
  });
});

describe("plans", () => {
  it("answers 402 at the limit with the plan's usage, spending nothing", async () => {
    const user = await trialSubscriber("v1-limit", 10);
    const { key } = await apiKeyFor(user.id, ["generate"]);
    for (const accept of [undefined, "text/event-stream"]) {
      const response = await generate(key, { accept });
      expect(response.status).toBe(402);
      expect(response.headers.get("content-type")).toContain("application/json");
      const error = await errorOf(response);
      expect(error).toMatchObject({
        code: "payment_required",
        message: "You have used all 10 generations of your trial. Upgrade your plan to keep writing.",
      });
      expect(error.usage).toMatchObject({ plan: "essential", used: 10, limit: 10, remaining: 0, credits: 0 });
    }
    expect(await unitsUsed(user.id)).toBe(10);
    expect(fake.requests).toHaveLength(0);
  });

  it("answers 403 email_unconfirmed to a key whose owner has not confirmed their email", async () => {
    const user = await trialSubscriber("v1-unconfirmed", 0, { confirmed: false });
    const { key } = await apiKeyFor(user.id, ["generate"]);
    const response = await generate(key);
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toEqual({
      code: "email_unconfirmed",
      message: `Confirm your email to start generating: open the link we sent to ${user.email}.`,
    });
    expect(await unitsUsed(user.id)).toBe(0);
  });

  it("answers 403 subscription_required once the subscription made for the key is gone", async () => {
    const user = await trialSubscriber("v1-no-plan");
    const { key } = await apiKeyFor(user.id, ["generate", "library:write"]);
    await getDb().subscription.delete({ where: { userId: user.id } });
    const generated = await generate(key);
    expect(generated.status).toBe(403);
    expect(await errorOf(generated)).toEqual({
      code: "subscription_required",
      message: "Choose a plan to start generating. Every plan starts with a 3-day free trial.",
    });
    const saved = await requestFor["library:write"](key);
    expect(saved.status).toBe(403);
    expect((await errorOf(saved)).code).toBe("subscription_required");
    expect(await unitsUsed(user.id)).toBe(0);
  });
});

describe("rate limits", () => {
  it("answers RateLimit-* headers, refuses a key over its limit with 429 and Retry-After, and the user's limit over all keys", async () => {
    const user = await trialSubscriber("v1-rate");
    const first = await apiKeyFor(user.id, ["generate"]);
    const second = await apiKeyFor(user.id, ["generate"]);

    const answered = await usage(first.key);
    expect(answered.status).toBe(200);
    expect(answered.headers.get("ratelimit-limit")).toBe(String(apiRateLimits.key.limit));
    expect(answered.headers.get("ratelimit-remaining")).toBe(String(apiRateLimits.key.limit - 1));
    expect(Number(answered.headers.get("ratelimit-reset"))).toBeGreaterThanOrEqual(0);
    expect(Number(answered.headers.get("ratelimit-reset"))).toBeLessThanOrEqual(apiRateLimits.key.windowSeconds);
    const generated = await generate(first.key);
    expect(generated.status).toBe(200);
    for (const name of ["ratelimit-limit", "ratelimit-remaining", "ratelimit-reset"])
      expect(generated.headers.get(name), name).toMatch(/^\d+$/);

    await fillRateLimit(apiRateLimits.key, `key:${first.id}`);
    const limited = await usage(first.key);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^[1-9]\d*$/);
    expect(limited.headers.get("ratelimit-remaining")).toBe("0");
    expect(await errorOf(limited)).toEqual({
      code: "rate_limited",
      message: "Too many requests. Please try again later.",
    });
    expect((await generate(first.key)).status).toBe(429);

    expect((await usage(second.key)).status).toBe(200);
    await fillRateLimit(apiRateLimits.user, `account:${user.id}`);
    const userLimited = await usage(second.key);
    expect(userLimited.status).toBe(429);
    expect(userLimited.headers.get("retry-after")).toMatch(/^[1-9]\d*$/);
    expect(await unitsUsed(user.id)).toBe(1);
  });
});

describe("malformed requests", () => {
  it("answers 400 invalid_json, 400 invalid_input and 413 payload_too_large, spending nothing", async () => {
    const user = await trialSubscriber("v1-malformed");
    const { key } = await apiKeyFor(user.id, ["generate"]);
    const notJson = await generate(key, { rawBody: "{not json" });
    expect(notJson.status).toBe(400);
    expect(await errorOf(notJson)).toEqual({ code: "invalid_json", message: "The request body must be valid JSON." });
    const incomplete = await generate(key, { body: { contentType: "social", platform: "linkedin" } });
    expect(incomplete.status).toBe(400);
    expect(await errorOf(incomplete)).toEqual({ code: "invalid_input", message: "topic: Give the post a topic." });
    const badKey = await generate(key, { idempotencyKey: "has spaces in it" });
    expect(badKey.status).toBe(400);
    expect((await errorOf(badKey)).code).toBe("invalid_input");
    const huge = await checkRoute.POST(
      v1Request("/check", key, { body: { text: "a".repeat(1024 * 1024), contentType: "social", platform: "x" } }),
      undefined,
    );
    expect(huge.status).toBe(413);
    expect(await errorOf(huge)).toEqual({
      code: "payload_too_large",
      message: "The request body is larger than 1024 KB.",
    });
    expect(await unitsUsed(user.id)).toBe(0);
    expect(fake.requests).toHaveLength(0);
  });
});

describe("refusals of the work itself", () => {
  it("answers 404 not_found, 409 conflict, 422 idempotency_key_reused and 503 unavailable", async () => {
    const user = await trialSubscriber("v1-refusals");
    const { key } = await apiKeyFor(user.id, ["generate", "voices:read", "voices:write"]);
    const missing = await voiceRoute.GET(v1Request(`/voices/${randomUUID()}`, key), routeContext(randomUUID()));
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).code).toBe("not_found");

    const createTwice = () => voicesRoute.POST(v1Request("/voices", key, { body: { name: "Plain" } }), undefined);
    expect((await createTwice()).status).toBe(201);
    const duplicate = await createTwice();
    expect(duplicate.status).toBe(409);
    expect((await errorOf(duplicate)).code).toBe("conflict");

    const idempotencyKey = randomUUID();
    expect(
      (await voicesRoute.POST(v1Request("/voices", key, { body: { name: "First" }, idempotencyKey }), undefined))
        .status,
    ).toBe(201);
    const reused = await voicesRoute.POST(
      v1Request("/voices", key, { body: { name: "Second" }, idempotencyKey }),
      undefined,
    );
    expect(reused.status).toBe(422);
    expect((await errorOf(reused)).code).toBe("idempotency_key_reused");

    fake.script("openai", () => ({ kind: "status", status: 500 }));
    fake.script("anthropic", () => ({ kind: "status", status: 529 }));
    const down = await generate(key);
    expect(down.status).toBe(503);
    expect(down.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await errorOf(down)).toEqual({
      code: "unavailable",
      message:
        "Our AI writers are not answering right now. Nothing was deducted from your plan; please try again in a minute.",
    });
    expect(await unitsUsed(user.id)).toBe(0);
  });
});

describe("the documented error codes", () => {
  // internal_error answers only an unexpected failure (a bug), so no request made on purpose can produce it.
  const unreachableOnPurpose = new Set<string>(["internal_error"]);

  it("has each been answered by a request above", () => {
    const documented = apiErrorCodes.filter((code) => !unreachableOnPurpose.has(code));
    expect(documented.filter((code) => !seen.has(code))).toEqual([]);
  });
});
