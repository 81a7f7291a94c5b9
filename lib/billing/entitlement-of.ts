import "server-only";
import { getDb } from "../db";
import { entitlementFrom, type Entitlement } from "./entitlement";
import { advanceLocalSubscription } from "./local";
import { isLocalBilling } from "./stripe";

/** The entitlement of a user, from the subscription row the billing code keeps up to date. */
export async function entitlementOf(userId: string, now = new Date()): Promise<Entitlement & { trialGenerationLimit: number | null; cancelAtPeriodEnd: boolean }> {
  const db = getDb();
  // Without Stripe nobody ends trials or renews months; local subscriptions are moved on when read.
  if (isLocalBilling()) await db.$transaction((tx) => advanceLocalSubscription(tx, userId, now));
  const user = await db.user.findUnique({ where: { id: userId }, select: { trialGenerationLimit: true, subscription: true } });
  const subscription = user?.subscription ?? null;
  return { ...entitlementFrom(subscription, now), trialGenerationLimit: user?.trialGenerationLimit ?? null, cancelAtPeriodEnd: subscription?.cancelAtPeriodEnd ?? false };
}
