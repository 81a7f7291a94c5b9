// How a plan reads in the app: the meter, the dashboard, the profile and the upgrade dialog say it the same way.
import { plans } from "../config/plans";
import type { Entitlement } from "./entitlement";
import { isPaymentFailed } from "./past-due";

/** A failed payment is named whether access still lasts (the grace period) or is paused. */
export function planLabel(entitlement: Pick<Entitlement, "hasActiveSubscription" | "plan" | "status">): string {
  if (entitlement.plan && isPaymentFailed(entitlement.status)) return `${plans[entitlement.plan].name} (payment failed)`;
  if (!entitlement.hasActiveSubscription || !entitlement.plan) return "No plan";
  if (entitlement.status === "trialing") return "Trial";
  return plans[entitlement.plan].name;
}

/** "N of M generations used this month" (or "in your trial" while it runs). */
export function usageLine(used: number, limit: number, isTrial: boolean): string {
  return `${used} of ${limit} generations used ${isTrial ? "in your trial" : "this month"}`;
}

/** Whole days left until `end` (rounded up), never below zero. */
export function daysLeft(end: Date, now: Date): number {
  return Math.max(0, Math.ceil((end.getTime() - now.getTime()) / (24 * 60 * 60 * 1000)));
}
