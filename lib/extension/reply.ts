import "server-only";
import { countFor } from "../ai/limits";
import type { Provider } from "../ai/types";
import { entitlementOf } from "../billing/entitlement-of";
import { lengthRules } from "../config/limits";
import { AppError } from "../errors";
import { generateBilled } from "../generator/structured";
import { buildReplyRequest, replyRule } from "./prompt";
import type { ReplyAnswer, ReplyInput } from "./schema";

/** Extension access is automatic for subscribers (SPEC §6), and ends with the subscription. */
export async function requireExtensionAccess(userId: string): Promise<void> {
  const { hasActiveSubscription } = await entitlementOf(userId);
  if (!hasActiveSubscription) throw new AppError("payment_required", "Your Hookline plan is not active. Choose a plan to keep writing replies.");
}

/** Up to three reply drafts for one request, which costs one unit (given back when every provider fails). */
export async function writeReplies(userId: string, input: ReplyInput, signal: AbortSignal, chain?: readonly Provider[]): Promise<ReplyAnswer> {
  await requireExtensionAccess(userId);
  const rule = replyRule[input.platform];
  const answer = await generateBilled(userId, { request: buildReplyRequest(input), signal, chain });
  return { replies: answer.object.replies.map((text) => ({ text, chars: countFor(rule, text), limit: lengthRules[rule].limit })) };
}
