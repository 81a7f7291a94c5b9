import { describe, expect, it } from "vitest";

import { POST as postPlan } from "@/app/api/content-plan/route";
import { POST as postGenerate } from "@/app/api/generate/route";
import { POST as postHooks } from "@/app/api/hooks/route";
import { GET as getOnboarding, POST as postOnboarding } from "@/app/api/onboarding/route";
import { POST as postPreset } from "@/app/api/presets/route";
import { getDb } from "@/lib/db";
import type { OnboardingStatus } from "@/lib/onboarding/schema";

import { signedInUser } from "../support/auth-requests";
import { apiRequest } from "../support/route-requests";
import { trialSubscriber } from "../support/subscribers";

const status = async (bearer: string) =>
  (await (await getOnboarding(apiRequest("/api/onboarding", bearer), undefined)).json()) as OnboardingStatus;
const complete = (bearer: string | null, task: unknown) =>
  postOnboarding(
    apiRequest("/api/onboarding?action=task-complete", bearer, { method: "POST", body: { task } }),
    undefined,
  );
const survey = (bearer: string, body: unknown, action = "survey") =>
  postOnboarding(apiRequest(`/api/onboarding?action=${action}`, bearer, { method: "POST", body }), undefined);

describe("/api/onboarding", () => {
  it("answers the five tasks as todo and no credits for a new user; 401 without a session", async () => {
    const user = await signedInUser("onboarding-new");
    expect(await status(user.bearer)).toEqual({
      credits: 0,
      tasks: {
        run_demo: { status: "todo" },
        first_generate: { status: "todo" },
        save_voice: { status: "todo" },
        plan: { status: "todo" },
        hooks: { status: "todo" },
      },
    });
    expect((await getOnboarding(apiRequest("/api/onboarding", null), undefined)).status).toBe(401);
  });

  it("completes a task once and grants one credit, even for 20 calls at the same time", async () => {
    const user = await signedInUser("onboarding-race");
    const answers = await Promise.all(Array.from({ length: 20 }, () => complete(user.bearer, "run_demo")));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const completed = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { completed: boolean }).completed),
    );
    expect(completed.filter(Boolean)).toHaveLength(1);
    const after = await status(user.bearer);
    expect(after.credits).toBe(1);
    expect(after.tasks.run_demo).toEqual({ status: "done" });
    expect((await complete(user.bearer, "run_demo")).status).toBe(200);
    expect((await status(user.bearer)).credits).toBe(1);
  });

  it("refuses an unknown task or action with 400, and a bad survey with the field's message", async () => {
    const user = await signedInUser("onboarding-bad");
    expect(await (await complete(user.bearer, "write_novel")).json()).toEqual({
      error: { code: "invalid_input", message: "task: Unknown onboarding task." },
    });
    expect(
      (await survey(user.bearer, { q1_goal: "E-Mail", q2_role: "Founder", q3_time_per_week: 5 }, "dance")).status,
    ).toBe(400);
    expect(
      await (await survey(user.bearer, { q1_goal: "Poetry", q2_role: "Founder", q3_time_per_week: 5 })).json(),
    ).toEqual({ error: { code: "invalid_input", message: "q1_goal: Choose a goal." } });
    expect((await survey(user.bearer, { q1_goal: "E-Mail", q2_role: "Founder", q3_time_per_week: 41 })).status).toBe(
      400,
    );
    expect((await survey(user.bearer, { q1_goal: "E-Mail", q2_role: "Founder", q3_time_per_week: 2.5 })).status).toBe(
      400,
    );
    expect((await survey(user.bearer, { q1_goal: "E-Mail", q2_role: "Pilot", q3_time_per_week: 5 })).status).toBe(400);
    expect(await getDb().onboardingSurvey.findUnique({ where: { userId: user.id } })).toBeNull();

    expect(
      (await survey(user.bearer, { q1_goal: "Blog Article", q2_role: "Marketer", q3_time_per_week: 40 })).status,
    ).toBe(200);
    expect((await survey(user.bearer, { q1_goal: "E-Mail", q2_role: "Founder", q3_time_per_week: 0 })).status).toBe(
      200,
    );
    expect(
      await getDb().onboardingSurvey.findUnique({
        where: { userId: user.id },
        select: { goal: true, role: true, hoursPerWeek: true },
      }),
    ).toEqual({ goal: "E-Mail", role: "Founder", hoursPerWeek: 0 });
  });

  it("completes first copy, brand voice, plan and hooks by doing them, and each answer says which task it completed", async () => {
    const user = await trialSubscriber("onboarding-real");
    const send = (path: string, body: unknown) => apiRequest(path, user.bearer, { method: "POST", body });
    const json = async (response: Response) => (await response.json()) as { completedTask?: string };
    // The task completes once the copy has streamed to the end; the stream's last event says so.
    const lastEvent = async () =>
      JSON.parse(
        (
          await (
            await postGenerate(
              send("/api/generate", { contentType: "social", platform: "linkedin", topic: "Onboarding" }),
              undefined,
            )
          ).text()
        )
          .trim()
          .split("\n")
          .at(-1) ?? "{}",
      ) as { type: string; completedTask?: string };
    expect(await lastEvent()).toMatchObject({ type: "done", completedTask: "first_generate" });
    expect((await lastEvent()).completedTask).toBeUndefined();

    const preset = await postPreset(send("/api/presets", { name: "Mine" }), undefined);
    expect(preset.status).toBe(201);
    expect((await json(preset)).completedTask).toBe("save_voice");
    expect((await json(await postHooks(send("/api/hooks", { topic: "Onboarding" }), undefined))).completedTask).toBe(
      "hooks",
    );
    expect(
      (await json(await postHooks(send("/api/hooks", { topic: "Again" }), undefined))).completedTask,
    ).toBeUndefined();
    expect(
      (
        await json(
          await postPlan(send("/api/content-plan", { topic: "Onboarding", platforms: ["LinkedIn"] }), undefined),
        )
      ).completedTask,
    ).toBe("plan");
    expect(await status(user.bearer)).toEqual({
      credits: 4,
      tasks: {
        run_demo: { status: "todo" },
        first_generate: { status: "done" },
        save_voice: { status: "done" },
        plan: { status: "done" },
        hooks: { status: "done" },
      },
    });
  });

  it("lets anyone signed in claim the demo, but the four paid tasks only with a plan and a verified email", async () => {
    const locked = { error: { code: "forbidden", message: "Start the 3‑day trial and verify your email to unlock." } };
    const planless = await signedInUser("onboarding-claim");
    const refused = await complete(planless.bearer, "first_generate");
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual(locked);
    expect((await complete(planless.bearer, "run_demo")).status).toBe(200);

    const unverified = await trialSubscriber("onboarding-unverified");
    await getDb().user.update({ where: { id: unverified.id }, data: { emailVerified: false } });
    expect(await (await complete(unverified.bearer, "plan")).json()).toEqual(locked);

    const subscriber = await trialSubscriber("onboarding-claim-ok");
    expect((await complete(subscriber.bearer, "save_voice")).status).toBe(200);
    expect((await status(planless.bearer)).credits).toBe(1);
    expect((await status(unverified.bearer)).credits).toBe(0);
    expect((await status(subscriber.bearer)).credits).toBe(1);
  });

  it("spends the credits only after the month's allowance, one per request, and never twice", async () => {
    const user = await trialSubscriber("onboarding-credits", 10);
    // Two credits: run_demo (asked twice, granted once) and hooks, done already so a hooks request grants nothing more.
    await Promise.all([
      complete(user.bearer, "run_demo"),
      complete(user.bearer, "run_demo"),
      complete(user.bearer, "hooks"),
    ]);
    expect((await status(user.bearer)).credits).toBe(2);
    const hooks = () =>
      postHooks(apiRequest("/api/hooks", user.bearer, { method: "POST", body: { topic: "Credits" } }), undefined);
    const answers = await Promise.all([hooks(), hooks(), hooks()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 402]);
    expect((await status(user.bearer)).credits).toBe(0);
  });
});
