import { billingRoutes } from "@/lib/api-client/routes/billing";
import { serve } from "@/lib/api-client/serve";
import { requireSession } from "@/lib/auth/session";
import { syncCheckoutSession } from "@/lib/billing/checkout";
import { isLocalBilling } from "@/lib/billing/stripe";

/** /payment-success applies its Checkout Session's subscription at once instead of waiting for the webhook. */
export const POST = serve(billingRoutes.syncCheckout, async ({ request, input }) => {
  const session = await requireSession(request);
  if (isLocalBilling()) return { synced: false };
  const { sessionId } = await input();
  return { synced: await syncCheckoutSession(sessionId, session.user.id) };
});
