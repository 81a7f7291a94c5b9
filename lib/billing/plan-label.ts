// How a plan reads in the app: the meter, the dashboard, the profile, the upgrade dialog and the extension say it the
// same way.
import { plans } from "../config/plans";
import type { Entitlement } from "./entitlement";
import { isPaymentFailed } from "./past-due";

const dayMs = 24 * 60 * 60 * 1000;

/**
 * A trial names the plan it converts to and the time it has left ("Essential · trial, 2 days left"), so no screen
 * says only "Trial". A failed payment is named whether access still lasts (the grace period) or is paused.
 */
export function planLabel(
  entitlement: Pick<Entitlement, "hasActiveSubscription" | "plan" | "status" | "trialEnd">,
  now: Date,
): string {
  if (entitlement.plan && isPaymentFailed(entitlement.status))
    return `${plans[entitlement.plan].name} (payment failed)`;
  if (!entitlement.hasActiveSubscription || !entitlement.plan) return "No plan";
  const name = plans[entitlement.plan].name;
  if (entitlement.status !== "trialing") return name;
  return entitlement.trialEnd ? `${name} · trial, ${trialTimeLeft(entitlement.trialEnd, now)}` : `${name} · trial`;
}

/**
 * "3 days left" … "1 day left": whole days rounded up, as everywhere a trial's days are counted, so a trial that ends
 * tomorrow morning still has "1 day left" tonight. A trial that is over is no longer trialing and never reaches this.
 */
export function trialTimeLeft(end: Date, now: Date): string {
  const days = Math.max(1, daysLeft(end, now));
  return days === 1 ? "1 day left" : `${days} days left`;
}

/**
 * "N of M generations used this month" (or "in your trial" while it runs), then the bonus credits left while there are
 * any ("· 3 bonus credits left"): past the limit they pay for the next generations.
 */
export function usageLine(used: number, limit: number, isTrial: boolean, credits = 0): string {
  return `${used} of ${limit} generations used ${isTrial ? "in your trial" : "this month"}${creditsLeft(credits)}`;
}

/** "· 3 bonus credits left", "· 1 bonus credit left", or nothing without credits. */
export function creditsLeft(credits: number): string {
  if (credits <= 0) return "";
  return ` · ${credits} bonus ${credits === 1 ? "credit" : "credits"} left`;
}

/** Whole days left until `end` (rounded up), never below zero. */
export function daysLeft(end: Date, now: Date): number {
  return Math.max(0, Math.ceil((end.getTime() - now.getTime()) / dayMs));
}

/** Under a generation a bonus credit paid for: says so, and how many are left ("Paid with a bonus credit · 2 left"). */
export function paidWithCreditLine(creditsLeft: number): string {
  return `Paid with a bonus credit · ${creditsLeft} left`;
}
