// A subscription written as Stripe has it now, shared by the webhook, the success page's sync and the upgrade.
import "server-only";

import type Stripe from "stripe";

import { getDb } from "../db";
import type { Prisma } from "../generated/prisma/client";
import { lockForTransaction } from "./lock";
import { applySubscriptionState, stateFromStripe, type SubscriptionState } from "./state";
import { requireStripe } from "./stripe";

/** A Stripe field holding an id or the expanded object, as the id. */
export const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

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
