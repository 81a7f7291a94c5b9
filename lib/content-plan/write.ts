import "server-only";

import type { Provider, Writer } from "../ai/types";
import type { ProgressTask } from "../events/progress";
import { publishServerEvent } from "../events/server";
import type { UsageAfter } from "../generator/stream-events";
import { generateBilled } from "../generator/structured";
import { voiceFor } from "../presets/voice";
import { buildContentPlanRequest, buildPostRewriteRequest } from "./prompt";
import type { ContentPlan, ContentPlanInput } from "./schema";

export type ContentPlanAnswer = {
  plan: ContentPlan;
  writer: Writer;
  usage: UsageAfter | null;
  completedTask?: ProgressTask;
};

/** A 4-week plan, or the plan given with one post rewritten; either costs one unit. */
export async function writeContentPlan(
  userId: string,
  input: ContentPlanInput,
  signal: AbortSignal,
  chain?: readonly Provider[],
): Promise<ContentPlanAnswer> {
  const voice = await voiceFor(userId, input.presetName);
  if (input.regenerate) {
    const { week, post, plan } = input.regenerate;
    const answer = await generateBilled(userId, { request: buildPostRewriteRequest(input, voice), signal, chain });
    const weeks = plan.weeks.map((item, index) =>
      index === week ? { ...item, posts: item.posts.map((old, slot) => (slot === post ? answer.object : old)) } : item,
    );
    return { plan: { weeks }, writer: answer.writer, usage: answer.usage };
  }
  const answer = await generateBilled(userId, { request: buildContentPlanRequest(input, voice), signal, chain });
  const completedTask = await publishServerEvent("content-plan.written", { userId });
  return { plan: answer.object, writer: answer.writer, usage: answer.usage, completedTask };
}
