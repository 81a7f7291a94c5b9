import { requireSession } from "@/lib/auth/session";
import { entitlementOf } from "@/lib/billing/entitlement-of";
import { handle } from "@/lib/errors";
import { allowanceFor } from "@/lib/usage/allowance";
import { readUsage } from "@/lib/usage/reserve";

/** The signed-in user's plan and this period's usage: what the meter and the usageStats cache show. */
export const GET = handle(async (request: Request) => {
  const session = await requireSession(request);
  const now = new Date();
  const entitlement = await entitlementOf(session.user.id, now);
  const usage = await readUsage(session.user.id, allowanceFor(entitlement, entitlement.trialGenerationLimit, now));
  return Response.json({
    hasActiveSubscription: entitlement.hasActiveSubscription,
    plan: entitlement.plan,
    status: entitlement.status,
    periodEnd: entitlement.periodEnd,
    trialEnd: entitlement.trialEnd,
    usage,
  });
});
