import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { ContentPlan } from "@/lib/content-plan/schema";

import { stopFakeAI, useFakeAI } from "../support/ai-env";
import { signedInUser } from "../support/auth-requests";
import type { FakeAI } from "../support/fake-ai";
import { apiRequest, routeContext } from "../support/route-requests";
import { trialSubscriber, unitsUsed } from "../support/subscribers";

let fake: FakeAI;
let hooksRoute: typeof import("@/app/api/hooks/route");
let planRoute: typeof import("@/app/api/content-plan/route");
let presetsRoute: typeof import("@/app/api/presets/route");
let presetRoute: typeof import("@/app/api/presets/[id]/route");
let learnRoute: typeof import("@/app/api/presets/learn/route");
let defaultRoute: typeof import("@/app/api/presets/[id]/default/route");

beforeAll(async () => {
  fake = await useFakeAI();
  [hooksRoute, planRoute, presetsRoute, presetRoute, learnRoute, defaultRoute] = await Promise.all([
    import("@/app/api/hooks/route"),
    import("@/app/api/content-plan/route"),
    import("@/app/api/presets/route"),
    import("@/app/api/presets/[id]/route"),
    import("@/app/api/presets/learn/route"),
    import("@/app/api/presets/[id]/default/route"),
  ]);
});

afterAll(() => stopFakeAI(fake));

beforeEach(() => fake.reset());

const tenHooks = (prefix: string) => Array.from({ length: 10 }, (_, i) => `${prefix} hook ${i + 1}`);
const hooksBody = { topic: "Remote onboarding", audience: "HR leads", platform: "LinkedIn" };
const postHooks = (bearer: string | null, body: unknown) =>
  hooksRoute.POST(apiRequest("/api/hooks", bearer, { method: "POST", body }), undefined);
const postPlan = (bearer: string | null, body: unknown) =>
  planRoute.POST(apiRequest("/api/content-plan", bearer, { method: "POST", body }), undefined);

describe("POST /api/hooks", () => {
  it("answers exactly ten hooks from the primary provider's structured output and spends one unit", async () => {
    const user = await trialSubscriber("hooks");
    fake.script("openai", () => ({ kind: "ok", object: { hooks: tenHooks("OpenAI") } }));
    const response = await postHooks(user.bearer, hooksBody);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      hooks: tenHooks("OpenAI"),
      writer: { id: "openai", label: "OpenAI · gpt-4.1-mini" },
      usage: { used: 1, limit: 10, credits: 0 },
      completedTask: "hooks",
    });
    expect(fake.requests[0]?.body).toMatchObject({
      response_format: { type: "json_schema", json_schema: { name: "hooks" } },
    });
    expect(await unitsUsed(user.id)).toBe(1);
  });

  it("does not accept nine hooks: Anthropic's ten answer instead, and one unit is spent", async () => {
    const user = await trialSubscriber("hooks-nine");
    fake.script("openai", () => ({ kind: "ok", object: { hooks: tenHooks("Short").slice(0, 9) } }));
    fake.script("anthropic", () => ({ kind: "ok", object: { hooks: tenHooks("Claude") } }));
    const answer = (await (await postHooks(user.bearer, hooksBody)).json()) as {
      hooks: string[];
      writer: { id: string };
    };
    expect(answer.writer.id).toBe("anthropic");
    expect(answer.hooks).toEqual(tenHooks("Claude"));
    expect(fake.requests[1]?.body).toMatchObject({ tool_choice: { type: "tool", name: "hooks" } });
    expect(await unitsUsed(user.id)).toBe(1);
  });

  it("rewrites one hook for one unit and keeps the other nine", async () => {
    const user = await trialSubscriber("hooks-one");
    fake.script("openai", () => ({ kind: "ok", object: { hook: "A fresh angle" } }));
    const hooks = tenHooks("Kept");
    const answer = (await (await postHooks(user.bearer, { ...hooksBody, regenerate: { index: 4, hooks } })).json()) as {
      hooks: string[];
    };
    expect(answer.hooks).toEqual(hooks.map((hook, index) => (index === 4 ? "A fresh angle" : hook)));
    expect(fake.requests[0]?.user).toContain("5. Kept hook 5");
    expect(await unitsUsed(user.id)).toBe(1);
  });

  it("answers 503 and spends nothing when both providers fail; 402 at the limit; 401 and 403 without session or plan; 400 for bad input", async () => {
    const user = await trialSubscriber("hooks-down");
    fake.script("openai", () => ({ kind: "status", status: 503 }));
    fake.script("anthropic", () => ({ kind: "status", status: 529 }));
    const down = await postHooks(user.bearer, hooksBody);
    expect(down.status).toBe(503);
    expect(((await down.json()) as { error: { message: string } }).error.message).toContain("Nothing was deducted");
    expect(await unitsUsed(user.id)).toBe(0);

    const spent = await trialSubscriber("hooks-spent", 10);
    expect((await postHooks(spent.bearer, hooksBody)).status).toBe(402);
    expect((await postHooks(null, hooksBody)).status).toBe(401);
    expect((await postHooks((await signedInUser("hooks-planless")).bearer, hooksBody)).status).toBe(403);
    const bad = await postHooks(user.bearer, { ...hooksBody, topic: "" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: { code: "invalid_input", message: "topic: Give the hooks a topic." } });
  });
});

describe("POST /api/content-plan", () => {
  const planBody = {
    topic: "Meal prep",
    audience: "busy parents",
    platforms: ["Instagram", "TikTok"],
    postsPerWeek: 2,
  };
  const week = (n: number) => ({
    theme: `Week ${n} theme`,
    posts: [
      { platform: "Instagram" as const, format: "Carousel", angle: `Angle ${n}a`, hook: `Hook ${n}a` },
      { platform: "TikTok" as const, format: "Short video", angle: `Angle ${n}b`, hook: `Hook ${n}b` },
    ],
  });
  const plan: ContentPlan = { weeks: [week(1), week(2), week(3), week(4)] };

  it("answers a validated 4-week plan for one unit, and Anthropic's when OpenAI's names a platform not chosen", async () => {
    const user = await trialSubscriber("plan");
    const wrong = {
      weeks: [
        week(1),
        week(2),
        week(3),
        { ...week(4), posts: [week(4).posts[0], { ...week(4).posts[1], platform: "LinkedIn" }] },
      ],
    };
    fake.script("openai", () => ({ kind: "ok", object: wrong }));
    fake.script("anthropic", () => ({ kind: "ok", object: plan }));
    const response = await postPlan(user.bearer, planBody);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ plan, writer: { id: "anthropic" } });
    expect(await unitsUsed(user.id)).toBe(1);
  });

  it("rewrites one post for one unit and leaves the rest of the plan as it was", async () => {
    const user = await trialSubscriber("plan-one");
    const fresh = { platform: "TikTok", format: "Duet", angle: "A new angle", hook: "A new hook" };
    fake.script("openai", () => ({ kind: "ok", object: fresh }));
    const answer = (await (
      await postPlan(user.bearer, { ...planBody, regenerate: { week: 2, post: 1, plan } })
    ).json()) as { plan: ContentPlan };
    expect(answer.plan.weeks[2]?.posts[1]).toEqual(fresh);
    expect({
      ...answer.plan,
      weeks: answer.plan.weeks.map((item, index) => (index === 2 ? { ...item, posts: [item.posts[0]] } : item)),
    }).toEqual({
      weeks: plan.weeks.map((item, index) => (index === 2 ? { ...item, posts: [item.posts[0]] } : item)),
    });
    expect(await unitsUsed(user.id)).toBe(1);
  });

  it("spends nothing when both providers fail, for a plan or one rewritten post; refuses 402, 401, 403 and bad input", async () => {
    const user = await trialSubscriber("plan-down");
    fake.script("openai", () => ({ kind: "status", status: 500 }));
    fake.script("anthropic", () => ({ kind: "status", status: 529 }));
    expect((await postPlan(user.bearer, planBody)).status).toBe(503);
    const rewrite = await postPlan(user.bearer, { ...planBody, regenerate: { week: 0, post: 0, plan } });
    expect(rewrite.status).toBe(503);
    expect(await unitsUsed(user.id)).toBe(0);

    expect((await postPlan((await trialSubscriber("plan-spent", 10)).bearer, planBody)).status).toBe(402);
    expect((await postPlan(null, planBody)).status).toBe(401);
    expect((await postPlan((await signedInUser("plan-planless")).bearer, planBody)).status).toBe(403);
    const noPlatforms = await postPlan(user.bearer, { ...planBody, platforms: [] });
    expect(await noPlatforms.json()).toEqual({
      error: { code: "invalid_input", message: "platforms: Choose at least one platform." },
    });
    expect((await postPlan(user.bearer, { ...planBody, postsPerWeek: 8 })).status).toBe(400);
    expect(fake.requests).toHaveLength(4); // two per failed request, none for the refused ones
  });

  it("gives the unit back when the caller leaves before the plan arrives", async () => {
    const user = await trialSubscriber("plan-abort");
    fake.script("openai", () => ({ kind: "hang" }));
    const leave = new AbortController();
    const pending = planRoute.POST(
      apiRequest("/api/content-plan", user.bearer, { method: "POST", body: planBody, signal: leave.signal }),
      undefined,
    );
    await expect.poll(() => fake.requests.length, { timeout: 10_000 }).toBe(1);
    expect(await unitsUsed(user.id)).toBe(1);
    leave.abort();
    expect((await pending).status).toBe(499);
    expect(await unitsUsed(user.id)).toBe(0);
  });
});

describe("brand voice API", () => {
  const learn = (bearer: string, samples: string) =>
    learnRoute.POST(apiRequest("/api/presets/learn", bearer, { method: "POST", body: { samples } }), undefined);
  const samples =
    "We write like we talk. Short lines. Clear promises. No jargon, ever. You'll always know what we mean and why it matters to you.";

  it("learns a voice from samples with one provider call and spends no unit", async () => {
    const user = await trialSubscriber("learn");
    const voice = { description: "Plain and warm.", tone: "Warm", styleNotes: "Short lines." };
    fake.script("openai", () => ({ kind: "ok", object: voice }));
    const response = await learn(user.bearer, samples);
    expect(await response.json()).toEqual({ voice, writer: { id: "openai", label: "OpenAI · gpt-4.1-mini" } });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.user).toContain("No jargon, ever.");
    expect(await unitsUsed(user.id)).toBe(0);
    expect((await learn((await signedInUser("learn-planless")).bearer, samples)).status).toBe(403);
    expect((await learn(user.bearer, "Too short.")).status).toBe(400);
  });

  it("creates, replaces, lists and deletes a user's own voices; another user's answer 404", async () => {
    const owner = await trialSubscriber("voices");
    const stranger = await trialSubscriber("voices-stranger");
    const created = await presetsRoute.POST(
      apiRequest("/api/presets", owner.bearer, {
        method: "POST",
        body: { name: "Warm", tone: "friendly", description: "Plain words." },
      }),
      undefined,
    );
    expect(created.status).toBe(201);
    const { preset } = (await created.json()) as { preset: { id: string } };
    const replace = (bearer: string, id: string) =>
      presetRoute.PUT(
        apiRequest(`/api/presets/${id}`, bearer, {
          method: "PUT",
          body: { name: "Warmer", tone: "friendlier", description: "Plain, warm words.", isDefault: true },
        }),
        routeContext(id),
      );
    expect((await replace(stranger.bearer, preset.id)).status).toBe(404);
    expect((await replace(owner.bearer, "not-a-uuid")).status).toBe(404);
    expect(
      (
        await defaultRoute.PUT(
          apiRequest(`/api/presets/${preset.id}/default`, stranger.bearer, { method: "PUT" }),
          routeContext(preset.id),
        )
      ).status,
    ).toBe(404);
    expect((await replace(owner.bearer, preset.id)).status).toBe(200);
    const list = async (bearer: string) =>
      (await (await presetsRoute.GET(apiRequest("/api/presets", bearer), undefined)).json()) as {
        presets: { name: string }[];
        limit: number;
      };
    expect(await list(owner.bearer)).toMatchObject({
      presets: [{ name: "Warmer", tone: "friendlier", description: "Plain, warm words.", isDefault: true }],
      limit: 5,
    });
    expect((await list(stranger.bearer)).presets).toEqual([]);
    expect(
      (
        await presetRoute.DELETE(
          apiRequest(`/api/presets/${preset.id}`, stranger.bearer, { method: "DELETE" }),
          routeContext(preset.id),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await presetRoute.DELETE(
          apiRequest(`/api/presets/${preset.id}`, owner.bearer, { method: "DELETE" }),
          routeContext(preset.id),
        )
      ).status,
    ).toBe(204);
    expect((await list(owner.bearer)).presets).toEqual([]);
  });

  it("uses no voice when none is picked, and refuses another user's voice by name", async () => {
    const owner = await trialSubscriber("voice-pick");
    const stranger = await trialSubscriber("voice-pick-stranger");
    await presetsRoute.POST(
      apiRequest("/api/presets", owner.bearer, {
        method: "POST",
        body: { name: "Secret sauce", tone: "cheeky", isDefault: true },
      }),
      undefined,
    );
    fake.script("openai", () => ({ kind: "ok", object: { hooks: tenHooks("Plain") } }));
    expect((await postHooks(owner.bearer, { ...hooksBody, presetName: "" })).status).toBe(200);
    expect(fake.requests.at(-1)?.system).not.toContain("Secret sauce");
    expect((await postHooks(owner.bearer, { ...hooksBody, presetName: "Secret sauce" })).status).toBe(200);
    expect(fake.requests.at(-1)?.system).toContain('Write in the brand voice "Secret sauce".');
    const foreign = await postHooks(stranger.bearer, { ...hooksBody, presetName: "Secret sauce" });
    expect(foreign.status).toBe(400);
    expect(await unitsUsed(stranger.id)).toBe(0);
  });
});

describe("with no AI provider configured", () => {
  it("the offline writer answers hooks and the longest plan brief, labelled as such, for one unit each", async () => {
    const { offlineWriter } = await import("@/lib/ai/offline");
    const { writeHooks } = await import("@/lib/hooks/write");
    const { writeContentPlan } = await import("@/lib/content-plan/write");
    const { hooksInputSchema } = await import("@/lib/hooks/schema");
    const { contentPlanInputSchema } = await import("@/lib/content-plan/schema");
    const user = await trialSubscriber("offline");
    const signal = new AbortController().signal;

    const hooks = await writeHooks(user.id, hooksInputSchema.parse(hooksBody), signal, [offlineWriter]);
    expect(hooks.writer).toEqual({ id: "offline", label: "Offline writer" });
    expect(new Set(hooks.hooks).size).toBe(10);

    const longest = contentPlanInputSchema.parse({
      topic: "t".repeat(120),
      audience: "a".repeat(300),
      platforms: ["LinkedIn", "X"],
      postsPerWeek: 7,
    });
    const plan = await writeContentPlan(user.id, longest, signal, [offlineWriter]);
    expect(plan.writer.label).toBe("Offline writer");
    expect(plan.plan.weeks.map((week) => week.posts.length)).toEqual([7, 7, 7, 7]);
    expect(await unitsUsed(user.id)).toBe(2);
    expect(fake.requests).toHaveLength(0);
  });
});
