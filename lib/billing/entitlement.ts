// Who may use the product: one answer, read by the guards, the APIs and the usage limits.
import type { PlanId } from "../config/plans";

/** Stripe statuses that give access. */
export const isLive = (status: string): boolean => status === "active" || status === "trialing";

/** Stripe statuses of a subscription that is over for good (anything else may still be paid and go live again). */
export const isEnded = (status: string): boolean => status === "canceled" || status === "incomplete_expired";

export type SubscriptionSnapshot = {
  status: string;
  plan: string;
  trialEnd: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
};

export type Entitlement = {
  hasActiveSubscription: boolean;
  plan: PlanId | null;
  status: string | null;
  periodEnd: Date | null;
  trialEnd: Date | null;
};

export const noEntitlement: Entitlement = { hasActiveSubscription: false, plan: null, status: null, periodEnd: null, trialEnd: null };

const planIds = new Set<string>(["essential", "pro"]);

/**
 * `active` and `trialing` count, nothing else. A subscription set to cancel at its period end stays `active` (or
 * `trialing`) until Stripe ends it, which is how access lasts to the period end; `canceled` means it has ended
 * (at the period end, at once, or for non-payment).
 */
export function entitlementFrom(subscription: SubscriptionSnapshot | null, now: Date): Entitlement {
  if (!subscription) return noEntitlement;
  const plan = planIds.has(subscription.plan) ? (subscription.plan as PlanId) : null;
  const periodEnd = subscription.currentPeriodEnd;
  const live = isLive(subscription.status);
  // A trial whose end has passed without news from Stripe does not run on.
  const trialOver = subscription.status === "trialing" && subscription.trialEnd !== null && subscription.trialEnd.getTime() <= now.getTime();
  return {
    hasActiveSubscription: plan !== null && live && !trialOver,
    plan,
    status: subscription.status,
    periodEnd,
    trialEnd: subscription.trialEnd,
  };
}
