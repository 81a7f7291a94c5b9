import "server-only";

import { planLabel } from "../../../billing/plan-label";
import { billingOverview } from "../../../usage/overview";
import type { UsageAnswer } from "../schemas";

/** The plan and this period's usage, as the app's meter shows them. */
export async function usageOf(userId: string, now = new Date()): Promise<UsageAnswer> {
  const { entitlement, usage, isTrial } = await billingOverview(userId, now);
  return {
    plan: entitlement.plan,
    planLabel: planLabel(entitlement, now),
    status: entitlement.status,
    isTrial,
    used: usage.used,
    limit: usage.limit,
    remaining: Math.max(usage.limit - usage.used, 0) + usage.credits,
    credits: usage.credits,
    periodEnd:
      (isTrial ? (entitlement.trialEnd ?? entitlement.periodEnd) : entitlement.periodEnd)?.toISOString() ?? null,
  };
}
