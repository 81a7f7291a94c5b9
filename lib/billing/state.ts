import "server-only";

import type Stripe from "stripe";

import { trial, type PlanId } from "../config/plans";
import type { Prisma } from "../generated/prisma/client";
import { isLive } from "./entitlement";
import { pastDueSinceAfter } from "./past-due";
import { planForPrice } from "./stripe";

/** A subscription as Hookline stores it; webhooks, the success page and local billing all write it here. */
export type SubscriptionState = {
  userId: string;
  stripeSubscriptionId: string;
  stripeCustomerId: string;
  status: string;
  plan: PlanId;
  priceId: string;
  trialEnd: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  startedAt: Date;
};

const fromUnix = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/** Reads Stripe's subscription object; the period end comes from its item (API versions since 2025-03-31). */
export function stateFromStripe(subscription: Stripe.Subscription, userId: string): SubscriptionState | null {
  const item = subscription.items.data[0];
  const priceId = item?.price.id;
  const plan = priceId ? planForPrice(priceId) : null;
  if (!item || !priceId || !plan) return null;
  return {
    userId,
    stripeSubscriptionId: subscription.id,
    stripeCustomerId: typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id,
    status: subscription.status,
    plan,
    priceId,
    trialEnd: fromUnix(subscription.trial_end),
    currentPeriodEnd: fromUnix(item.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    startedAt: new Date(subscription.created * 1000),
  };
}

/**
 * Writes a subscription and the user's plan metadata in the caller's transaction. A user has one subscription row: news
 * about another subscription replaces it unless the stored one is live (or past_due, which a card update makes good
 * and which may be in its grace period) and the other is not live or older (Stripe does not promise the order of its
 * events). Events for a deleted user are dropped. `now` is when a subscription first read as past_due became so.
 */
export async function applySubscriptionState(
  tx: Prisma.TransactionClient,
  state: SubscriptionState,
  now = new Date(),
): Promise<"written" | "ignored"> {
  const owner = await tx.user.findUnique({ where: { id: state.userId }, select: { id: true } });
  if (!owner) return "ignored";
  const current = await tx.subscription.findUnique({ where: { userId: state.userId } });
  if (
    current &&
    current.stripeSubscriptionId !== state.stripeSubscriptionId &&
    (isLive(current.status) || current.status === "past_due")
  ) {
    if (!isLive(state.status) || state.startedAt.getTime() < current.startedAt.getTime()) return "ignored";
  }
  const row = { ...state, pastDueSince: pastDueSinceAfter(current, state, now) };
  const { userId, ...fields } = row;
  await tx.subscription.upsert({ where: { userId }, create: row, update: fields });
  const hadTrial = state.trialEnd !== null;
  await tx.user.update({
    where: { id: userId },
    data: {
      stripeSubscriptionId: state.stripeSubscriptionId,
      stripeCustomerId: state.stripeCustomerId,
      ...(hadTrial ? { trialUsed: true, trialEndDate: state.trialEnd, trialGenerationLimit: trial.generations } : {}),
    },
  });
  return "written";
}
