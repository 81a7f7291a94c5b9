import "server-only";

import type { Provider, Writer } from "../ai/types";
import type { ProgressTask } from "../events/progress";
import { publishServerEvent } from "../events/server";
import type { UsageAfter } from "../generator/stream-events";
import { generateBilled } from "../generator/structured";
import { voiceFor } from "../presets/voice";
import { buildHookRewriteRequest, buildHooksRequest } from "./prompt";
import type { HooksInput } from "./schema";

export type HooksAnswer = { hooks: string[]; writer: Writer; usage: UsageAfter | null; completedTask?: ProgressTask };

/** Ten hooks for the topic, or the list given with one hook rewritten; either costs one unit. */
export async function writeHooks(
  userId: string,
  input: HooksInput,
  signal: AbortSignal,
  chain?: readonly Provider[],
): Promise<HooksAnswer> {
  const voice = await voiceFor(userId, input.presetName);
  if (input.regenerate) {
    const { index, hooks } = input.regenerate;
    const answer = await generateBilled(userId, { request: buildHookRewriteRequest(input, voice), signal, chain });
    return {
      hooks: hooks.map((hook, position) => (position === index ? answer.object.hook : hook)),
      writer: answer.writer,
      usage: answer.usage,
    };
  }
  const answer = await generateBilled(userId, { request: buildHooksRequest(input, voice), signal, chain });
  const completedTask = await publishServerEvent("hooks.written", { userId });
  return { hooks: answer.object.hooks, writer: answer.writer, usage: answer.usage, completedTask };
}
