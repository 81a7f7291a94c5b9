import "server-only";

import { plans, type PlanId } from "../config/plans";
import { getDb } from "../db";
import { AppError } from "../errors";
import { entitlementFrom } from "./entitlement";
import { oneMonthAfter } from "./local";
import { lockForTransaction } from "./lock";
import { applySubscriptionState } from "./state";
import { isLocalBilling, priceIdFor, requireStripe } from "./stripe";
import { billingTransaction, syncLocked } from "./subscription-sync";

/** What ending the trial now for `plan` changes: the plan, its monthly limit and what is charged today. */
export type UpgradeQuote = { plan: PlanId; planName: string; generationsPerMonth: number; chargeToday: number };

export function upgradeQuote(plan: PlanId): UpgradeQuote {
  const { name, generationsPerMonth, monthlyPrice } = plans[plan];
  // A trial costs nothing, so Stripe's proration for ending it today is the plan's first full month.
  return { plan, planName: name, generationsPerMonth, chargeToday: monthlyPrice };
}

const notInTrial = () =>
  new AppError("conflict", "Only a running trial can be upgraded here. Change a paid plan from your profile.");

/**
 * Ends a running trial now and starts `plan` (the trialled one or the other), in one step. With Stripe the
 * subscription is updated (its price, `trial_end: now`, proration as Stripe computes it) and the result synced as a
 * webhook would; in local billing mode the same record is written directly. Webhooks settle anything later.
 */
export async function upgradeFromTrial(userId: string, plan: PlanId, now = new Date()): Promise<void> {
  const db = getDb();
  const subscription = await db.subscription.findUnique({ where: { userId } });
  const entitlement = entitlementFrom(subscription, now);
  if (!subscription || entitlement.status !== "trialing" || !entitlement.hasActiveSubscription) throw notInTrial();

  if (isLocalBilling()) {
    await db.$transaction(async (tx) => {
      await lockForTransaction(tx, `checkout:${userId}`);
      const current = await tx.subscription.findUnique({ where: { userId } });
      if (current?.stripeSubscriptionId !== subscription.stripeSubscriptionId || current.status !== "trialing")
        throw notInTrial();
      await applySubscriptionState(tx, {
        userId,
        stripeSubscriptionId: current.stripeSubscriptionId,
        stripeCustomerId: current.stripeCustomerId,
        status: "active",
        plan,
        priceId: priceIdFor(plan),
        trialEnd: now,
        currentPeriodEnd: oneMonthAfter(now),
        cancelAtPeriodEnd: false,
        startedAt: current.startedAt,
      });
    }, billingTransaction);
    return;
  }

  const stripe = requireStripe();
  const remote = await stripe.subscriptions.retrieve(subscription.stripeSubscriptionId);
  const item = remote.items.data[0];
  if (!item || remote.status !== "trialing") throw notInTrial();
  await stripe.subscriptions.update(
    remote.id,
    { items: [{ id: item.id, price: priceIdFor(plan) }], trial_end: "now", proration_behavior: "create_prorations" },
    { idempotencyKey: `upgrade-${remote.id}-${plan}` },
  );
  await db.$transaction((tx) => syncLocked(tx, remote.id, userId), billingTransaction);
}
