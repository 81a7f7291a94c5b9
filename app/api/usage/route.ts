import { usageRoutes } from "@/lib/api-client/routes/usage";
import { serve } from "@/lib/api-client/serve";
import { requireSession } from "@/lib/auth/session";
import { planLabel } from "@/lib/billing/plan-label";
import { billingOverview } from "@/lib/usage/overview";

/** The signed-in user's plan and this period's usage: what the meter and the usageStats cache show. */
export const GET = serve(usageRoutes.read, async ({ request }) => {
  const session = await requireSession(request);
  const now = new Date();
  const { entitlement, usage, isTrial, cancelAtPeriodEnd } = await billingOverview(session.user.id, now);
  // Labelled on the server, as the page was: a refreshed meter reads the same, whatever the browser's clock says.
  return {
    ...entitlement,
    cancelAtPeriodEnd,
    planLabel: planLabel(entitlement, now),
    usage: { ...usage, isTrial },
  };
});
