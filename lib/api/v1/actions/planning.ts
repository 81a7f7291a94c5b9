import "server-only";

import type { ContentPlanInput } from "../../../content-plan/schema";
import { writeContentPlan } from "../../../content-plan/write";
import type { HooksInput } from "../../../hooks/schema";
import { writeHooks } from "../../../hooks/write";

/** Ten hooks (or one rewritten) as the API answers them: one unit, none when it fails. */
export async function hooksFor(userId: string, input: HooksInput, signal: AbortSignal) {
  const { hooks, writer, usage } = await writeHooks(userId, input, signal);
  return { hooks, writer, usage };
}

/** A 4-week plan (or one post rewritten) as the API answers it: one unit, none when it fails. */
export async function planFor(userId: string, input: ContentPlanInput, signal: AbortSignal) {
  const { plan, writer, usage } = await writeContentPlan(userId, input, signal);
  return { plan, writer, usage };
}
