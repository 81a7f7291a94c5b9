import { requireSession } from "@/lib/auth/session";
import { billingOverview } from "@/lib/billing/overview";
import { handle } from "@/lib/errors";

/** The signed-in user's plan and this period's usage: what the meter and the usageStats cache show. */
export const GET = handle(async (request: Request) => {
  const session = await requireSession(request);
  const { entitlement, usage, isTrial, cancelAtPeriodEnd } = await billingOverview(session.user.id);
  return Response.json({ ...entitlement, cancelAtPeriodEnd, usage: { ...usage, isTrial } });
});
