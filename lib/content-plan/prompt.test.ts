import { describe, expect, it } from "vitest";

import { buildContentPlanRequest, buildPostRewriteRequest } from "./prompt";
import { contentPlanInputSchema, contentPlanSchemaFor } from "./schema";

const input = contentPlanInputSchema.parse({
  topic: "Meal prep for busy parents",
  audience: "working parents",
  platforms: ["Instagram", "TikTok", "Instagram"],
  postsPerWeek: 3,
});

describe("content plan prompts", () => {
  it("asks for four weeks of the chosen number of posts on the chosen platforms", () => {
    const request = buildContentPlanRequest(input);
    expect({
      system: request.system,
      user: request.user,
      maxTokens: request.maxTokens,
      name: request.name,
    }).toMatchSnapshot();
    expect(input.platforms).toEqual(["Instagram", "TikTok"]);
  });

  it("refuses a plan with three weeks, a wrong post count or a platform that was not chosen", () => {
    const schema = contentPlanSchemaFor(2, ["LinkedIn"]);
    const post = { platform: "LinkedIn", format: "Carousel", angle: "Why it matters.", hook: "Stop guessing." };
    const week = { theme: "Start", posts: [post, post] };
    expect(schema.safeParse({ weeks: [week, week, week, week] }).success).toBe(true);
    expect(schema.safeParse({ weeks: [week, week, week] }).success).toBe(false);
    expect(schema.safeParse({ weeks: [week, week, week, { theme: "End", posts: [post] }] }).success).toBe(false);
    expect(
      schema.safeParse({ weeks: [week, week, week, { theme: "End", posts: [post, { ...post, platform: "X" }] }] })
        .success,
    ).toBe(false);
  });

  it("refuses to regenerate a post the plan does not have", () => {
    const plan = buildContentPlanRequest(input).offline();
    const result = contentPlanInputSchema.safeParse({ ...input, regenerate: { week: 1, post: 5, plan } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("That post is not in the plan.");
  });
});

describe("offline content plan", () => {
  it("fills four themed weeks with posts on the chosen platforms only", () => {
    const plan = buildContentPlanRequest(input).offline();
    expect(contentPlanSchemaFor(3, input.platforms).parse(plan)).toEqual(plan);
    expect(plan.weeks.map((week) => week.theme)).toEqual([
      "Meal prep for busy parents: why it matters",
      "Meal prep, step by step",
      "Proof: meal prep in practice",
      "What working parents can do next",
    ]);
    const posts = plan.weeks.flatMap((week) => week.posts);
    expect(new Set(posts.map((post) => post.platform))).toEqual(new Set(["Instagram", "TikTok"]));
    expect(new Set(posts.map((post) => post.hook)).size).toBeGreaterThan(10);
  });

  it("rewrites one post on its platform with an angle and hook the plan does not use yet", () => {
    const plan = buildContentPlanRequest(input).offline();
    const request = buildPostRewriteRequest({ ...input, regenerate: { week: 2, post: 1, plan } });
    expect(request.system).toContain("Replace post 2 of week 3");
    expect(request.user).toContain("Week 4: What working parents can do next");
    const post = request.offline();
    const old = plan.weeks[2]?.posts[1];
    expect(post.platform).toBe(old?.platform);
    expect(plan.weeks[2]?.posts.map((item) => item.angle)).not.toContain(post.angle);
    expect(plan.weeks.flatMap((week) => week.posts.map((item) => item.hook))).not.toContain(post.hook);
  });
});

describe("offline content plan at the input limits", () => {
  it("stays within every length a model's plan must keep, for the longest topic and audience", () => {
    const longest = contentPlanInputSchema.parse({
      topic: "t".repeat(120),
      audience: "a".repeat(300),
      platforms: ["LinkedIn"],
      postsPerWeek: 7,
    });
    const plan = buildContentPlanRequest(longest).offline();
    expect(contentPlanSchemaFor(7, longest.platforms).safeParse(plan).success).toBe(true);
    const rewrite = buildPostRewriteRequest({ ...longest, regenerate: { week: 3, post: 6, plan } });
    expect(rewrite.schema.safeParse(rewrite.offline()).success).toBe(true);
  });

  it("moves a rewritten post to a chosen platform when the brief no longer has its own", () => {
    const plan = buildContentPlanRequest(input).offline();
    const onlyX = contentPlanInputSchema.parse({ ...input, platforms: ["X"], regenerate: { week: 0, post: 0, plan } });
    const rewrite = buildPostRewriteRequest(onlyX);
    expect(rewrite.schema.parse(rewrite.offline()).platform).toBe("X");
  });
});
