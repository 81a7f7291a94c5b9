import "server-only";

import { getDb } from "../db";
import { isEnded } from "./entitlement";
import { isStripeResourceMissing, stripeClient } from "./stripe";

/**
 * Before an account is deleted: its Stripe subscription is cancelled at once, so a deleted user is never charged
 * again. A subscription Stripe no longer knows is fine; any other failure stops the deletion, to be tried again.
 */
export async function cancelBillingOf(userId: string): Promise<void> {
  const stripe = stripeClient();
  if (!stripe) return;
  const subscription = await getDb().subscription.findUnique({
    where: { userId },
    select: { stripeSubscriptionId: true, status: true },
  });
  if (!subscription || subscription.stripeSubscriptionId.startsWith("sub_local_") || isEnded(subscription.status))
    return;
  try {
    await stripe.subscriptions.cancel(subscription.stripeSubscriptionId);
  } catch (error) {
    if (isStripeResourceMissing(error)) return;
    throw error;
  }
}
