// A renewal whose payment failed (Stripe: past_due) keeps access for a grace period while Stripe retries the card;
// these rules say when that period started, when it ends, and what the signed-in screens tell the user.
import type { PlanId } from "../config/plans";

const day = 24 * 60 * 60 * 1000;

/** Stripe statuses of a subscription whose payment failed and that a card update can still make good. */
export const isPaymentFailed = (status: string | null): boolean => status === "past_due" || status === "unpaid";

type StoredSubscription = { stripeSubscriptionId: string; status: string; pastDueSince: Date | null };

/**
 * The past_due_since to store when `next` is written over `stored`. Stripe does not say when a subscription became
 * past_due, so it is the moment Hookline first reads it so: kept while the same subscription stays past_due (however
 * many events, in whatever order, re-read it), cleared by any other status. A row that was already past_due without a
 * start (written before this was recorded) keeps none, so it gets no grace rather than a fresh one.
 */
export function pastDueSinceAfter(
  stored: StoredSubscription | null,
  next: { stripeSubscriptionId: string; status: string; trialEnd?: Date | null },
  now: Date,
): Date | null {
  if (next.status !== "past_due") return null;
  if (isFirstChargeAfterTrial(stored, next, now)) return null;
  if (stored && stored.stripeSubscriptionId === next.stripeSubscriptionId && stored.status === "past_due")
    return stored.pastDueSince;
  return now;
}

/**
 * A trial whose first charge failed has never been paid for: its grace would be free days at a paid plan's
 * allowance, so it gets none. Known by the stored row still trialing, or by the trial having just ended.
 */
function isFirstChargeAfterTrial(
  stored: StoredSubscription | null,
  next: { stripeSubscriptionId: string; trialEnd?: Date | null },
  now: Date,
): boolean {
  if (stored?.stripeSubscriptionId === next.stripeSubscriptionId && stored.status === "trialing") return true;
  return Boolean(next.trialEnd && now.getTime() - next.trialEnd.getTime() < firstChargeWindowDays * day);
}

/** How long after a trial's end a failed charge counts as the trial's first one (Stripe charges within the hour). */
const firstChargeWindowDays = 2;

/** When a past_due subscription stops giving access; null when it is not past_due or its start is unknown. */
export function graceEndOf(
  subscription: { status: string; pastDueSince?: Date | null },
  graceDays: number,
): Date | null {
  if (subscription.status !== "past_due" || !subscription.pastDueSince) return null;
  return new Date(subscription.pastDueSince.getTime() + graceDays * day);
}

/** What the payment-failed banner says: until when access lasts, or (`accessUntil` null) that it is paused. */
export type PaymentNotice = { plan: PlanId; accessUntil: Date | null };

export function paymentNoticeOf(entitlement: {
  hasActiveSubscription: boolean;
  plan: PlanId | null;
  status: string | null;
  graceEnd: Date | null;
}): PaymentNotice | null {
  if (!entitlement.plan || !isPaymentFailed(entitlement.status)) return null;
  return { plan: entitlement.plan, accessUntil: entitlement.hasActiveSubscription ? entitlement.graceEnd : null };
}
