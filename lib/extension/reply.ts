import "server-only";

import { countFor } from "../ai/limits";
import type { Provider } from "../ai/types";
import { lengthRules } from "../config/generation/platform-lengths";
import { AppError } from "../errors";
import { generateBilled } from "../generator/structured";
import { logger } from "../log/logger";
import { rememberDrafts } from "./history";
import { buildReplyRequest, replyRule } from "./prompt";
import type { ReplyAnswer, ReplyInput } from "./schema";

/** Extension access is automatic for subscribers and ends with the subscription: the extension is told 402. */
export const inactivePlan = () =>
  new AppError("payment_required", "Your Hookline plan is not active. Choose a plan to keep writing replies.");

/**
 * Up to three reply drafts for one request, which costs one unit (given back when every provider fails). Reserving
 * the unit is what checks the plan; its "no subscription" refusal is the extension's 402. The drafts go into the
 * user's history; a history that cannot be written does not cost the user the drafts they paid for.
 */
export async function writeReplies(
  userId: string,
  input: ReplyInput,
  signal: AbortSignal,
  chain?: readonly Provider[],
): Promise<ReplyAnswer> {
  const rule = replyRule[input.platform];
  const answer = await generateBilled(userId, { request: buildReplyRequest(input), signal, chain }).catch(
    (error: unknown) => {
      throw error instanceof AppError && error.code === "subscription_required" ? inactivePlan() : error;
    },
  );
  const texts = answer.object.replies;
  await rememberDrafts(userId, input, texts).catch((error: unknown) => {
    logger.warn(
      { reason: error instanceof Error ? error.message : String(error) },
      "extension: could not store the reply drafts in the history",
    );
  });
  return { replies: texts.map((text) => ({ text, chars: countFor(rule, text), limit: lengthRules[rule].limit })) };
}
