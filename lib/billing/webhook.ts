import "server-only";
import type Stripe from "stripe";
import { getDb } from "../db";
import { applySubscriptionState, stateFromStripe, type SubscriptionState } from "./state";
import { requireStripe } from "./stripe";

export const handledEvents = new Set([
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "customer.subscription.trial_will_end",
  "invoice.paid",
  "invoice.payment_failed",
]);

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));

/** The subscription an event is about, and the user when the event names one. */
function subjectOf(event: Stripe.Event): { subscriptionId: string | null; userId: string | null } {
  const object = event.data.object;
  switch (event.type) {
    case "checkout.session.completed": {
      const session = object as Stripe.Checkout.Session;
      return { subscriptionId: idOf(session.subscription), userId: session.client_reference_id };
    }
    case "invoice.paid":
    case "invoice.payment_failed": {
      const invoice = object as Stripe.Invoice;
      return { subscriptionId: idOf(invoice.parent?.subscription_details?.subscription), userId: null };
    }
    default: {
      const subscription = object as Stripe.Subscription;
      return { subscriptionId: subscription.id, userId: subscription.metadata?.userId ?? null };
    }
  }
}

/** The user a subscription belongs to: its metadata (set at checkout), else its Stripe customer. */
async function ownerOf(subscription: Stripe.Subscription, hint: string | null): Promise<string | null> {
  const fromMetadata = hint ?? subscription.metadata?.userId ?? null;
  if (fromMetadata) return fromMetadata;
  const customerId = idOf(subscription.customer);
  const user = customerId ? await getDb().user.findUnique({ where: { stripeCustomerId: customerId }, select: { id: true } }) : null;
  return user?.id ?? null;
}

/** Reads the subscription's current state from Stripe, so events may arrive in any order. */
export async function currentState(subscriptionId: string, userHint: string | null): Promise<SubscriptionState | null> {
  const subscription = await requireStripe().subscriptions.retrieve(subscriptionId);
  const userId = await ownerOf(subscription, userHint);
  return userId ? stateFromStripe(subscription, userId) : null;
}

/**
 * Applies a verified Stripe event once. The event id is stored in the same transaction as its effect: a replayed
 * event, even one delivered concurrently, finds its id taken and changes nothing.
 */
export async function processStripeEvent(event: Stripe.Event): Promise<"applied" | "duplicate" | "ignored"> {
  if (!handledEvents.has(event.type)) return "ignored";
  const db = getDb();
  if (await db.stripeEvent.findUnique({ where: { id: event.id }, select: { id: true } })) return "duplicate";
  const { subscriptionId, userId } = subjectOf(event);
  const state = subscriptionId ? await currentState(subscriptionId, userId) : null;
  return db.$transaction(async (tx) => {
    const inserted = await tx.$executeRaw`INSERT INTO stripe_events (id, type) VALUES (${event.id}, ${event.type}) ON CONFLICT (id) DO NOTHING`;
    if (inserted === 0) return "duplicate";
    if (state) await applySubscriptionState(tx, state);
    return "applied";
  });
}
