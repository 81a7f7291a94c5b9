import "server-only";
import { z } from "zod";
import { plans, trial, type PlanId } from "../config/plans";
import { getDb } from "../db";
import { env } from "../env";
import { AppError } from "../errors";
import { entitlementOf } from "./entitlement-of";
import { applySubscriptionState } from "./state";
import { isLocalBilling, priceIdFor, requireStripe } from "./stripe";
import { currentState } from "./webhook";

/** POST /api/billing/checkout's one input, shared with the pricing buttons. */
export const checkoutInput = z.object({ plan: z.enum(Object.keys(plans) as [PlanId, ...PlanId[]], "Choose the Essential or the Pro plan.") });

/**
 * Where the user goes to pay: a Stripe Checkout Session (subscription mode, the plan's price, the 3-day trial only for
 * a first subscription), or the test-mode confirmation page in local billing mode.
 */
export async function startCheckout(userId: string, plan: PlanId): Promise<{ url: string }> {
  if ((await entitlementOf(userId)).hasActiveSubscription) {
    throw new AppError("conflict", "You already have a subscription. Change or cancel it from your profile.");
  }
  if (isLocalBilling()) return { url: `${env.APP_URL}/billing/local-confirm?plan=${plan}` };

  const stripe = requireStripe();
  const db = getDb();
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, stripeCustomerId: true, trialUsed: true } });
  let customerId = user.stripeCustomerId;
  if (!customerId) {
    const customer = await stripe.customers.create({ email: user.email, metadata: { userId } }, { idempotencyKey: `customer-${userId}` });
    // Two tabs may race here: the first customer saved wins, and both sessions use it.
    await db.user.updateMany({ where: { id: userId, stripeCustomerId: null }, data: { stripeCustomerId: customer.id } });
    customerId = (await db.user.findUniqueOrThrow({ where: { id: userId }, select: { stripeCustomerId: true } })).stripeCustomerId ?? customer.id;
  }
  const session = await stripe.checkout.sessions.create({
    mode: "subscription",
    customer: customerId,
    client_reference_id: userId,
    line_items: [{ price: priceIdFor(plan), quantity: 1 }],
    subscription_data: { metadata: { userId }, ...(user.trialUsed ? {} : { trial_period_days: trial.days }) },
    success_url: `${env.APP_URL}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${env.APP_URL}/payment-cancelled`,
  });
  if (!session.url) throw new AppError("unavailable", "Stripe did not return a checkout page. Please try again.");
  return { url: session.url };
}

/** Called by /payment-success: applies the session's subscription at once, so access does not wait for the webhook. */
export async function syncCheckoutSession(sessionId: string, userId: string): Promise<boolean> {
  const session = await requireStripe().checkout.sessions.retrieve(sessionId);
  if (session.client_reference_id !== userId) return false;
  const subscriptionId = typeof session.subscription === "string" ? session.subscription : session.subscription?.id;
  if (!subscriptionId) return false;
  const state = await currentState(subscriptionId, userId);
  if (!state) return false;
  await getDb().$transaction((tx) => applySubscriptionState(tx, state));
  return true;
}

/** The Billing Portal (change plan, card, cancel), returning to /profile. */
export async function openBillingPortal(userId: string): Promise<{ url: string }> {
  const stripe = requireStripe();
  const user = await getDb().user.findUniqueOrThrow({ where: { id: userId }, select: { stripeCustomerId: true } });
  if (!user.stripeCustomerId) throw new AppError("conflict", "There is no billing account yet. Choose a plan first.");
  const session = await stripe.billingPortal.sessions.create({ customer: user.stripeCustomerId, return_url: `${env.APP_URL}/profile` });
  return { url: session.url };
}
