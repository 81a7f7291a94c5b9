import "server-only";

import { requireConfirmedEmail } from "../account/confirmed-email";
import { trial, type PlanId } from "../config/plans";
import { getDb } from "../db";
import { env } from "../env";
import { AppError } from "../errors";
import { isEnded } from "./entitlement";
import { lockForTransaction } from "./lock";
import { isLocalBilling, isStripeResourceMissing, priceIdFor, requireStripe } from "./stripe";
import { billingTransaction, syncLocked } from "./subscription-sync";

/**
 * Where the user goes to pay: a Stripe Checkout Session (subscription mode, the plan's price, the 3-day trial only for
 * a customer who never had a subscription), or the test-mode confirmation page in local billing mode. A user in a
 * running trial goes to the upgrade page, which ends the trial for the chosen plan. Any other user whose
 * subscription has not ended (including one with a failed payment) is sent to the billing portal instead, and a new
 * session expires the customer's earlier open ones, so two tabs cannot end in two subscriptions. An unconfirmed
 * email is refused (403 email_unconfirmed), so the trial never starts while nothing can be generated.
 */
export async function startCheckout(userId: string, plan: PlanId): Promise<{ url: string }> {
  const db = getDb();
  const existing = await db.subscription.findUnique({ where: { userId }, select: { status: true } });
  if (existing && !isEnded(existing.status)) {
    // A running trial is upgraded in one step (ending the trial now), not checked out a second time.
    if (existing.status === "trialing") return { url: `${env.APP_URL}/billing/upgrade?plan=${plan}` };
    throw new AppError("conflict", "You already have a subscription. Change or cancel it from your profile.");
  }
  await requireConfirmedEmail(userId, "plan");
  if (isLocalBilling()) return { url: `${env.APP_URL}/billing/local-confirm?plan=${plan}` };
  if (!env.STRIPE_SECRET_KEY) throw new AppError("unavailable", "Billing is not set up on this server yet.");

  const stripe = requireStripe();
  return db.$transaction(async (tx) => {
    // One checkout at a time per user: a second tab waits here, then expires the first tab's session.
    await lockForTransaction(tx, `checkout:${userId}`);
    const user = await tx.user.findUniqueOrThrow({
      where: { id: userId },
      select: { email: true, stripeCustomerId: true, trialUsed: true },
    });
    // A local billing mode customer id means nothing to Stripe.
    let customerId = user.stripeCustomerId?.startsWith("cus_local_") ? null : user.stripeCustomerId;
    if (!customerId) {
      const customer = await stripe.customers.create(
        { email: user.email, metadata: { userId } },
        { idempotencyKey: `customer-${userId}` },
      );
      await tx.user.update({ where: { id: userId }, data: { stripeCustomerId: customer.id } });
      customerId = customer.id;
    }
    const open = await stripe.checkout.sessions.list({ customer: customerId, status: "open", limit: 10 });
    for (const session of open.data) await stripe.checkout.sessions.expire(session.id);
    const earlier = await stripe.subscriptions.list({ customer: customerId, status: "all", limit: 1 });
    const trialEligible = !user.trialUsed && earlier.data.length === 0;
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer: customerId,
      client_reference_id: userId,
      line_items: [{ price: priceIdFor(plan), quantity: 1 }],
      subscription_data: { metadata: { userId }, ...(trialEligible ? { trial_period_days: trial.days } : {}) },
      success_url: `${env.APP_URL}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${env.APP_URL}/payment-cancelled`,
    });
    if (!session.url) throw new AppError("unavailable", "Stripe did not return a checkout page. Please try again.");
    return { url: session.url };
  }, billingTransaction);
}

/** Called by /payment-success: applies the session's subscription at once, so access does not wait for the webhook. */
export async function syncCheckoutSession(sessionId: string, userId: string): Promise<boolean> {
  // An id Stripe does not know is the caller's mistake, not a failure of ours.
  const session = await requireStripe()
    .checkout.sessions.retrieve(sessionId)
    .catch((error: unknown) => {
      if (isStripeResourceMissing(error)) return null;
      throw error;
    });
  if (!session || session.client_reference_id !== userId) return false;
  const subscriptionId = typeof session.subscription === "string" ? session.subscription : session.subscription?.id;
  if (!subscriptionId) return false;
  return (await getDb().$transaction((tx) => syncLocked(tx, subscriptionId, userId), billingTransaction)) === "written";
}

/** The Billing Portal (change plan, card, cancel), returning to /profile. */
export async function openBillingPortal(userId: string): Promise<{ url: string }> {
  const stripe = requireStripe();
  const user = await getDb().user.findUniqueOrThrow({ where: { id: userId }, select: { stripeCustomerId: true } });
  if (!user.stripeCustomerId || user.stripeCustomerId.startsWith("cus_local_"))
    throw new AppError("conflict", "There is no billing account yet. Choose a plan first.");
  const session = await stripe.billingPortal.sessions.create({
    customer: user.stripeCustomerId,
    return_url: `${env.APP_URL}/profile`,
  });
  return { url: session.url };
}
