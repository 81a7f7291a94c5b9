import "server-only";

import type Stripe from "stripe";

import { getDb } from "../db";
import { logger } from "../log/logger";
import { billingTransaction, idOf, syncLocked } from "./subscription-sync";

export const handledEvents = new Set([
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "customer.subscription.trial_will_end",
  "invoice.paid",
  "invoice.payment_failed",
]);

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
