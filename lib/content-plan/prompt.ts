// The messages for the content planner: a 4-week plan for a topic and audience, or one post of a plan rewritten.
import type { ObjectRequest } from "../ai/types";
import { planning } from "../config/generation/requests";
import type { BrandVoice } from "../generator/pipeline/voice";
import { voiceInstructions } from "../generator/prompt";
import { planAsText } from "./as-text";
import { offlineContentPlan, offlinePostRewrite } from "./offline";
import {
  contentPlanSchemaFor,
  planPostSchemaFor,
  type ContentPlan,
  type ContentPlanInput,
  type PlanPost,
} from "./schema";

function system(input: ContentPlanInput, voice: BrandVoice | null): string {
  return [
    "You are Hookline, a senior content strategist who plans social media and content calendars that build an audience and lead to sales.",
    `Write in ${input.language}.`,
    ...voiceInstructions(voice),
    `Use only these platforms: ${input.platforms.join(", ")}. Each post has a platform, a format native to it (e.g. carousel, short video, thread, poll, text post), an angle (one sentence on what the post says) and a hook (its opening line, at most ${planning.hookMaxCharacters} characters).`,
    "Never invent statistics, prices or customer names.",
  ].join("\n");
}

function brief(input: ContentPlanInput): string {
  return [
    `Topic: ${input.topic}`,
    input.audience && `Audience: ${input.audience}`,
    `Platforms: ${input.platforms.join(", ")}`,
    `Posts per week: ${input.postsPerWeek}`,
  ]
    .filter(Boolean)
    .join("\n");
}

export function buildContentPlanRequest(
  input: ContentPlanInput,
  voice: BrandVoice | null = null,
): ObjectRequest<ContentPlan> {
  return {
    name: "content_plan",
    system: `${system(input, voice)}\nPlan ${planning.planWeeks} weeks, each with a short theme and exactly ${input.postsPerWeek} posts. The weeks build on each other: week 1 names the problem, week 2 teaches the method, week 3 shows proof, week 4 makes the offer. Spread the posts across the platforms and vary angles and formats.`,
    user: brief(input),
    maxTokens: 600 + 180 * planning.planWeeks * input.postsPerWeek,
    schema: contentPlanSchemaFor(input.postsPerWeek, input.platforms),
    offline: () => offlineContentPlan(input),
  };
}

/** Rewrites the post at `regenerate.week` / `regenerate.post` so it fits its week without repeating the others. */
export function buildPostRewriteRequest(
  input: ContentPlanInput,
  voice: BrandVoice | null = null,
): ObjectRequest<PlanPost> {
  const { week, post, plan } = input.regenerate ?? { week: 0, post: 0, plan: { weeks: [] } };
  return {
    name: "plan_post",
    system: `${system(input, voice)}\nReplace post ${post + 1} of week ${week + 1} with a new one that fits the week's theme and repeats no other post's angle or hook.`,
    user: `${brief(input)}\n\nCurrent plan:\n${planAsText(plan)}`,
    maxTokens: 400,
    schema: planPostSchemaFor(input.platforms),
    offline: () => offlinePostRewrite(input, plan, week, post),
  };
}
