import "server-only";

import type Stripe from "stripe";

import { getDb } from "../db";
import type { Prisma } from "../generated/prisma/client";
import { logger } from "../log/logger";
import { lockForTransaction } from "./lock";
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

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

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
  const user = customerId
    ? await getDb().user.findUnique({ where: { stripeCustomerId: customerId }, select: { id: true } })
    : null;
  return user?.id ?? null;
}

/** Reads the subscription's current state from Stripe, so events may arrive in any order. */
export async function currentState(subscriptionId: string, userHint: string | null): Promise<SubscriptionState | null> {
  const subscription = await requireStripe().subscriptions.retrieve(subscriptionId);
  const userId = await ownerOf(subscription, userHint);
  return userId ? stateFromStripe(subscription, userId) : null;
}

// Stripe calls inside a transaction: allow for its retries.
export const billingTransaction = { timeout: 20_000, maxWait: 10_000 };

/**
 * Re-reads a subscription and writes it while holding a per-subscription lock, so two deliveries (or a delivery and
 * the success page's sync) cannot commit an older read over a newer one.
 */
export async function syncLocked(
  tx: Prisma.TransactionClient,
  subscriptionId: string,
  userHint: string | null,
): Promise<"written" | "ignored"> {
  await lockForTransaction(tx, `subscription:${subscriptionId}`);
  const state = await currentState(subscriptionId, userHint);
  if (!state) return "ignored";
  return applySubscriptionState(tx, state);
}

/**
 * Applies a verified Stripe event once. The event id is stored in the same transaction as its effect: a replayed
 * event, even one delivered concurrently, waits for the first delivery's transaction and then finds its id taken. An
 * event that changes nothing (its owner or price is unknown) is not recorded, so a corrected setup can take it again.
 */
export async function processStripeEvent(event: Stripe.Event): Promise<"applied" | "duplicate" | "ignored"> {
  if (!handledEvents.has(event.type)) return "ignored";
  const { subscriptionId, userId } = subjectOf(event);
  if (!subscriptionId) return "ignored";
  const outcome = await getDb()
    .$transaction(async (tx) => {
      const inserted =
        await tx.$executeRaw`INSERT INTO stripe_events (id, type) VALUES (${event.id}, ${event.type}) ON CONFLICT (id) DO NOTHING`;
      if (inserted === 0) return "duplicate" as const;
      if ((await syncLocked(tx, subscriptionId, userId)) === "ignored") throw new NothingToRecord();
      return "applied" as const;
    }, billingTransaction)
    .catch((error: unknown) => {
      if (error instanceof NothingToRecord) return "ignored" as const;
      throw error;
    });
  if (outcome === "ignored")
    logger.warn(
      { eventType: event.type, eventId: event.id },
      "stripe webhook: the event names no known user or plan; not recorded",
    );
  return outcome;
}

/** Rolls the event's transaction back (its id included) when there was nothing to write. */
class NothingToRecord extends Error {}
