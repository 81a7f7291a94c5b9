import type { AnswerBody } from "@/lib/api-client/route";
import { requireSession } from "@/lib/auth/session";
import { planLabel } from "@/lib/billing/plan-label";
import { handle } from "@/lib/errors";
import { billingOverview } from "@/lib/usage/overview";
import type { usageAnswerSchema } from "@/lib/usage/schema";

/** The signed-in user's plan and this period's usage: what the meter and the usageStats cache show. */
export const GET = handle(async (request: Request) => {
  const session = await requireSession(request);
  const now = new Date();
  const { entitlement, usage, isTrial, cancelAtPeriodEnd } = await billingOverview(session.user.id, now);
  // Labelled on the server, as the page was: a refreshed meter reads the same, whatever the browser's clock says.
  return Response.json({
    ...entitlement,
    cancelAtPeriodEnd,
    planLabel: planLabel(entitlement, now),
    usage: { ...usage, isTrial },
  } satisfies AnswerBody<typeof usageAnswerSchema>);
});
