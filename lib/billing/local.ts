import "server-only";
import { randomUUID } from "node:crypto";
import { trial, type PlanId } from "../config/plans";
import { getDb } from "../db";
import { AppError } from "../errors";
import { applySubscriptionState } from "./state";
import { isLocalBilling, priceIdFor } from "./stripe";

const day = 24 * 60 * 60 * 1000;

/**
 * Local billing mode's "Confirm" (no Stripe account): starts the trial, or the plan when the trial was used, and
 * writes it through the same code the webhooks use.
 */
export async function confirmLocalSubscription(userId: string, plan: PlanId, now = new Date()): Promise<void> {
  if (!isLocalBilling()) throw new AppError("not_found", "Local billing is off: this server uses Stripe.");
  await getDb().$transaction(async (tx) => {
    const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { trialUsed: true } });
    const trialEnd = user.trialUsed ? null : new Date(now.getTime() + trial.days * day);
    const periodEnd = trialEnd ?? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate(), now.getUTCHours(), now.getUTCMinutes()));
    await applySubscriptionState(tx, {
      userId,
      stripeSubscriptionId: `sub_local_${randomUUID()}`,
      stripeCustomerId: `cus_local_${userId}`,
      status: trialEnd ? "trialing" : "active",
      plan,
      priceId: priceIdFor(plan),
      trialEnd,
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: false,
    });
  });
}
