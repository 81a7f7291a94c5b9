// Which usage row a request draws from, and how many units that row allows.
import type { Entitlement } from "../billing/entitlement";
import { plans, trial, usageDefaults } from "../config/plans";

export type Allowance = {
  /** The usage_tracking.month the request counts in (YYYY-MM). */
  month: string;
  limit: number;
  isTrial: boolean;
};

/** YYYY-MM of `date` in UTC: paid usage starts again at the start of each UTC calendar month. */
export function usageMonth(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/**
 * Trial use counts in the row of the month the trial started, so the 10 trial generations cover the whole trial even
 * across a month boundary. Paid use counts per UTC month at the plan's limit. With neither known, the configured default.
 */
export function allowanceFor(entitlement: Entitlement, trialGenerationLimit: number | null, now: Date): Allowance {
  if (entitlement.hasActiveSubscription && entitlement.status === "trialing" && entitlement.trialEnd) {
    const trialStart = new Date(entitlement.trialEnd.getTime() - trial.days * 24 * 60 * 60 * 1000);
    return { month: usageMonth(trialStart), limit: trialGenerationLimit ?? trial.generations, isTrial: true };
  }
  if (entitlement.hasActiveSubscription && entitlement.plan) {
    return { month: usageMonth(now), limit: plans[entitlement.plan].generationsPerMonth, isTrial: false };
  }
  return { month: usageMonth(now), limit: usageDefaults.planLimit, isTrial: false };
}
