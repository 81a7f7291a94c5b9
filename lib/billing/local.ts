import "server-only";

import { randomUUID } from "node:crypto";

import { requireConfirmedEmail } from "../account/confirmed-email";
import { trial, type PlanId } from "../config/plans";
import { getDb } from "../db";
import { AppError } from "../errors";
import type { Prisma } from "../generated/prisma/client";
import { isLive } from "./entitlement";
import { lockForTransaction } from "./lock";
import { applySubscriptionState } from "./state";
import { isLocalBilling, priceIdFor } from "./stripe";

const day = 24 * 60 * 60 * 1000;
export const oneMonthAfter = (date: Date) =>
  new Date(
    Date.UTC(
      date.getUTCFullYear(),
      date.getUTCMonth() + 1,
      date.getUTCDate(),
      date.getUTCHours(),
      date.getUTCMinutes(),
    ),
  );

/**
 * Local billing mode's "Confirm" (no Stripe account): starts the trial, or the plan when the trial was used, and
 * writes it through the same code the webhooks use. A user with a live subscription or an unconfirmed email is refused.
 */
export async function confirmLocalSubscription(userId: string, plan: PlanId, now = new Date()): Promise<void> {
  if (!isLocalBilling()) throw new AppError("not_found", "Local billing is off on this server.");
  await requireConfirmedEmail(userId, "plan");
  await getDb().$transaction(async (tx) => {
    await lockForTransaction(tx, `checkout:${userId}`);
    const user = await tx.user.findUniqueOrThrow({
      where: { id: userId },
      select: { trialUsed: true, subscription: { select: { status: true } } },
    });
    if (user.subscription && isLive(user.subscription.status)) {
      throw new AppError("conflict", "You already have a subscription. Change or cancel it from your profile.");
    }
    const trialEnd = user.trialUsed ? null : new Date(now.getTime() + trial.days * day);
    await applySubscriptionState(tx, {
      userId,
      stripeSubscriptionId: `sub_local_${randomUUID()}`,
      stripeCustomerId: `cus_local_${userId}`,
      status: trialEnd ? "trialing" : "active",
      plan,
      priceId: priceIdFor(plan),
      trialEnd,
      currentPeriodEnd: trialEnd ?? oneMonthAfter(now),
      cancelAtPeriodEnd: false,
      startedAt: now,
    });
  });
}

type LocalSubscription = { stripeSubscriptionId: string; status: string; currentPeriodEnd: Date | null };

/** A local subscription whose trial or month has run out, which Stripe would have moved on by now. */
export function localPeriodOver(subscription: LocalSubscription, now: Date): boolean {
  return (
    subscription.stripeSubscriptionId.startsWith("sub_local_") &&
    isLive(subscription.status) &&
    subscription.currentPeriodEnd !== null &&
    subscription.currentPeriodEnd.getTime() <= now.getTime()
  );
}

/** What Stripe does when a period ends, for local subscriptions: a trial becomes the chosen plan, a paid month renews. */
export async function advanceLocalSubscription(tx: Prisma.TransactionClient, userId: string, now: Date): Promise<void> {
  const subscription = await tx.subscription.findUnique({ where: { userId } });
  if (!subscription?.currentPeriodEnd || !localPeriodOver(subscription, now)) return;
  let periodEnd = subscription.currentPeriodEnd;
  while (periodEnd.getTime() <= now.getTime()) periodEnd = oneMonthAfter(periodEnd);
  await tx.subscription.update({
    where: { userId },
    data: subscription.cancelAtPeriodEnd ? { status: "canceled" } : { status: "active", currentPeriodEnd: periodEnd },
  });
}
