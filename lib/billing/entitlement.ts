// Who may use the product: one answer, read by the guards, the APIs and the usage limits.
import { billing, type PlanId } from "../config/plans";
import { graceEndOf } from "./past-due";

/** Stripe statuses that give access while they last (`past_due` gives it for a grace period only: entitlementFrom). */
export const isLive = (status: string): boolean => status === "active" || status === "trialing";

/** Stripe statuses of a subscription that is over for good (anything else may still be paid and go live again). */
export const isEnded = (status: string): boolean => status === "canceled" || status === "incomplete_expired";

export type SubscriptionSnapshot = {
  status: string;
  plan: string;
  trialEnd: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** When Hookline first saw it past_due; null (or absent) when it is not, or when that is unknown. */
  pastDueSince?: Date | null;
};

export type Entitlement = {
  hasActiveSubscription: boolean;
  plan: PlanId | null;
  status: string | null;
  periodEnd: Date | null;
  trialEnd: Date | null;
  /** A past_due subscription's end of access (possibly passed already); null for any other status. */
  graceEnd: Date | null;
};

export const noEntitlement: Entitlement = {
  hasActiveSubscription: false,
  plan: null,
  status: null,
  periodEnd: null,
  trialEnd: null,
  graceEnd: null,
};

const planIds = new Set<string>(["essential", "pro"]);

/**
 * `active` and `trialing` count, and `past_due` for `graceDays` after it began (Stripe is still retrying the card);
 * nothing else. A subscription set to cancel at its period end stays `active` (or `trialing`) until Stripe ends it,
 * which is how access lasts to the period end; `canceled` means it has ended (at the period end, at once, or for
 * non-payment).
 */
export function entitlementFrom(
  subscription: SubscriptionSnapshot | null,
  now: Date,
  graceDays: number = billing.pastDueGraceDays,
): Entitlement {
  if (!subscription) return noEntitlement;
  const plan = planIds.has(subscription.plan) ? (subscription.plan as PlanId) : null;
  const periodEnd = subscription.currentPeriodEnd;
  const live = isLive(subscription.status);
  // A trial whose end has passed without news from Stripe does not run on.
  const trialOver =
    subscription.status === "trialing" &&
    subscription.trialEnd !== null &&
    subscription.trialEnd.getTime() <= now.getTime();
  const graceEnd = graceEndOf(subscription, graceDays);
  const inGrace = graceEnd !== null && now.getTime() < graceEnd.getTime();
  return {
    hasActiveSubscription: plan !== null && ((live && !trialOver) || inGrace),
    plan,
    status: subscription.status,
    periodEnd,
    trialEnd: subscription.trialEnd,
    graceEnd,
  };
}
