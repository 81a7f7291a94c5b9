import { billingRoutes } from "@/lib/api-client/routes/billing";
import { serve } from "@/lib/api-client/serve";
import { requireSession } from "@/lib/auth/session";
import { openBillingPortal } from "@/lib/billing/checkout";

/** Answers the URL of Stripe's Billing Portal for the signed-in user. */
export const POST = serve(billingRoutes.openPortal, async ({ request }) => {
  const session = await requireSession(request);
  return openBillingPortal(session.user.id);
});
