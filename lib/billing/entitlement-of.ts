import "server-only";

import { billing } from "../config/plans";
import { getDb } from "../db";
import { env } from "../env";
import { entitlementFrom, type Entitlement, type SubscriptionSnapshot } from "./entitlement";
import { advanceLocalSubscription, localPeriodOver } from "./local";
import { isLocalBilling } from "./stripe";

export type UserEntitlement = Entitlement & { trialGenerationLimit: number | null; cancelAtPeriodEnd: boolean };

/** What the entitlement is made of: the user's trial limit and the subscription row the billing code keeps. */
export type BillingRecord = {
  trialGenerationLimit: number | null;
  subscription: (SubscriptionSnapshot & { stripeSubscriptionId: string }) | null;
};

const readUser = (userId: string): Promise<BillingRecord | null> =>
  getDb().user.findUnique({ where: { id: userId }, select: { trialGenerationLimit: true, subscription: true } });

/** The entitlement of a user, from the subscription row the billing code keeps up to date. */
export async function entitlementOf(userId: string, now = new Date()): Promise<UserEntitlement> {
  return entitlementOfRecord(userId, await readUser(userId), now);
}

/** The same, from a record already read (with other things, in one statement). */
export async function entitlementOfRecord(
  userId: string,
  record: BillingRecord | null,
  now = new Date(),
): Promise<UserEntitlement> {
  let user = record;
  // Without Stripe nobody ends trials or renews months: a local subscription whose period has run out is moved on
  // here, and only then (a plain read otherwise, since every signed-in page asks).
  if (isLocalBilling() && user?.subscription && localPeriodOver(user.subscription, now)) {
    await getDb().$transaction((tx) => advanceLocalSubscription(tx, userId, now));
    user = await readUser(userId);
  }
  const subscription = user?.subscription ?? null;
  const graceDays = env.PAST_DUE_GRACE_DAYS ?? billing.pastDueGraceDays;
  return {
    ...entitlementFrom(subscription, now, graceDays),
    trialGenerationLimit: user?.trialGenerationLimit ?? null,
    cancelAtPeriodEnd: subscription?.cancelAtPeriodEnd ?? false,
  };
}
