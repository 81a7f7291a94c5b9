import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { getDb } from "@/lib/db";
import { readEvents, type StreamEvent } from "@/lib/generator/stream-events";

import { stopFakeAI, useFakeAI } from "../support/ai-env";
import { appUrl, confirmEmailOf, signedInUser } from "../support/auth-requests";
import type { FakeAI } from "../support/fake-ai";
import { apiRequest } from "../support/route-requests";
import { trialSubscriber, unitsUsed } from "../support/subscribers";

let fake: FakeAI;
let routes: {
  generate: typeof import("@/app/api/generate/route");
  hooks: typeof import("@/app/api/hooks/route");
  plan: typeof import("@/app/api/content-plan/route");
  key: typeof import("@/app/api/extension/key/route");
  reply: typeof import("@/app/api/extension/reply/route");
  checkout: typeof import("@/app/api/billing/checkout/route");
  localConfirm: typeof import("@/app/api/billing/local-confirm/route");
};

beforeAll(async () => {
  fake = await useFakeAI();
  const [generate, hooks, plan, key, reply, checkout, localConfirm] = await Promise.all([
    import("@/app/api/generate/route"),
    import("@/app/api/hooks/route"),
    import("@/app/api/content-plan/route"),
    import("@/app/api/extension/key/route"),
    import("@/app/api/extension/reply/route"),
    import("@/app/api/billing/checkout/route"),
    import("@/app/api/billing/local-confirm/route"),
  ]);
  routes = { generate, hooks, plan, key, reply, checkout, localConfirm };
});
afterAll(() => stopFakeAI(fake));
beforeEach(() => fake.reset());

type User = { id: string; email: string; bearer: string };
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;
const unconfirmedRefusal = (email: string) => ({
  code: "email_unconfirmed",
  message: `Confirm your email to start generating: open the link we sent to ${email}.`,
});

async function extensionKey(user: User): Promise<string> {
  const response = await routes.key.POST(apiRequest("/api/extension/key", user.bearer, { method: "POST" }), undefined);
  expect(response.status).toBe(201);
  return ((await response.json()) as { key: string }).key;
}

type SpendingRequest = {
  name: string;
  /** What the request needs first, e.g. the extension's API key. */
  prepare?: (user: User) => Promise<string>;
  send: (user: User, key?: string) => Promise<Response>;
  script: () => void;
  succeeded: (response: Response) => Promise<boolean>;
};

/** Every request that spends a unit, each answered by the fake provider when it gets that far. */
const spending: SpendingRequest[] = [
  {
    name: "POST /api/generate",
    send: (user: User) =>
      routes.generate.POST(
        apiRequest("/api/generate", user.bearer, {
          method: "POST",
          body: { contentType: "social", platform: "linkedin", topic: "Async standups" },
        }),
        undefined,
      ),
    script: () => fake.script("openai", () => ({ kind: "ok", pieces: ["Async standups save hours."] })),
    succeeded: async (response: Response) => {
      const events: StreamEvent[] = [];
      for await (const event of readEvents(response.body!)) events.push(event);
      return events.at(-1)?.type === "done";
    },
  },
  {
    name: "POST /api/hooks",
    send: (user: User) =>
      routes.hooks.POST(
        apiRequest("/api/hooks", user.bearer, { method: "POST", body: { topic: "Remote onboarding" } }),
        undefined,
      ),
    script: () =>
      fake.script("openai", () => ({
        kind: "ok",
        object: { hooks: Array.from({ length: 10 }, (_, i) => `Hook ${i + 1}`) },
      })),
    succeeded: async (response: Response) => ((await response.json()) as { hooks?: string[] }).hooks?.length === 10,
  },
  {
    name: "POST /api/content-plan",
    send: (user: User) =>
      routes.plan.POST(
        apiRequest("/api/content-plan", user.bearer, {
          method: "POST",
          body: { topic: "Meal prep", platforms: ["LinkedIn"], postsPerWeek: 1 },
        }),
        undefined,
      ),
    script: () =>
      fake.script("openai", () => ({
        kind: "ok",
        object: {
          weeks: Array.from({ length: 4 }, (_, week) => ({
            theme: `Week ${week + 1}`,
            posts: [{ platform: "LinkedIn", format: "Text post", angle: "Why it matters", hook: "Start here." }],
          })),
        },
      })),
    succeeded: async (response: Response) =>
      ((await response.json()) as { plan?: { weeks: unknown[] } }).plan?.weeks.length === 4,
  },
  {
    name: "POST /api/extension/reply",
    prepare: extensionKey,
    send: (_user: User, key?: string) =>
      routes.reply.POST(
        new Request(`${appUrl}/api/extension/reply`, {
          method: "POST",
          headers: {
            origin: "chrome-extension://abcdefghijklmnopabcdefghijklmnop",
            "content-type": "application/json",
            authorization: `Bearer ${key}`,
          },
          body: JSON.stringify({ platform: "x", postText: "We ship every Friday.", tone: "insightful", count: 3 }),
        }),
        undefined,
      ),
    script: () =>
      fake.script("openai", () => ({
        kind: "ok",
        object: { replies: ["Fridays work.", "Same here.", "Bold choice."] },
      })),
    succeeded: async (response: Response) => ((await response.json()) as { replies?: unknown[] }).replies?.length === 3,
  },
];

describe("spending a unit needs a confirmed email", () => {
  it.each(spending)(
    "$name: 403 email_unconfirmed and no unit for an unconfirmed subscriber; the same request works once confirmed",
    async ({ prepare, send, script, succeeded }) => {
      const user = await trialSubscriber("unconfirmed-spender", 2, { confirmed: false });
      const key = await prepare?.(user);
      script();

      const refused = await send(user, key);
      expect(refused.status).toBe(403);
      expect(await errorOf(refused)).toEqual(unconfirmedRefusal(user.email));
      expect(await unitsUsed(user.id)).toBe(2);
      expect(fake.requests).toHaveLength(0);

      await confirmEmailOf(user.email);
      const answered = await send(user, key);
      expect(answered.status).toBe(200);
      expect(await succeeded(answered)).toBe(true);
      expect(await unitsUsed(user.id)).toBe(3);
    },
  );

  it("asks an unconfirmed user without a plan to confirm first, since a plan cannot be chosen before that", async () => {
    const user = await signedInUser("unconfirmed-planless", { confirmed: false });
    const refused = await spending[0]!.send(user);
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toEqual(unconfirmedRefusal(user.email));
    await confirmEmailOf(user.email);
    expect((await errorOf(await spending[0]!.send(user))).code).toBe("subscription_required");
  });
});

describe("the trial cannot start before the email is confirmed", () => {
  const post = (handler: typeof routes.checkout.POST, path: string, user: User, body: unknown) =>
    handler(
      new Request(`${appUrl}${path}`, {
        method: "POST",
        headers: { authorization: `Bearer ${user.bearer}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      }),
      undefined,
    );

  it("refuses checkout and the test-mode confirmation until then, and starts no subscription", async () => {
    const user = await signedInUser("unconfirmed-checkout", { confirmed: false });
    const refusal = {
      code: "email_unconfirmed",
      message: `Confirm your email before choosing a plan: open the link we sent to ${user.email}.`,
    };
    const checkout = await post(routes.checkout.POST, "/api/billing/checkout", user, { plan: "essential" });
    expect(checkout.status).toBe(403);
    expect(await errorOf(checkout)).toEqual(refusal);
    const confirm = await post(routes.localConfirm.POST, "/api/billing/local-confirm", user, { plan: "essential" });
    expect(confirm.status).toBe(403);
    expect(await errorOf(confirm)).toEqual(refusal);
    expect(await getDb().subscription.count({ where: { userId: user.id } })).toBe(0);
    expect(await getDb().user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      trialUsed: false,
      trialEndDate: null,
    });

    await confirmEmailOf(user.email);
    expect((await post(routes.checkout.POST, "/api/billing/checkout", user, { plan: "essential" })).status).toBe(200);
    expect(
      (await post(routes.localConfirm.POST, "/api/billing/local-confirm", user, { plan: "essential" })).status,
    ).toBe(200);
    expect(await getDb().subscription.findUniqueOrThrow({ where: { userId: user.id } })).toMatchObject({
      status: "trialing",
      plan: "essential",
    });
  });
});
