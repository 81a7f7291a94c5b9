import { billingRoutes } from "@/lib/api-client/routes/billing";
import { serve } from "@/lib/api-client/serve";
import { requireSession } from "@/lib/auth/session";
import { startCheckout } from "@/lib/billing/checkout";

/** Answers the URL where the signed-in user pays for `plan`: Stripe Checkout, or the local test-mode page. */
export const POST = serve(billingRoutes.checkout, async ({ request, input }) => {
  const session = await requireSession(request);
  const { plan } = await input();
  return startCheckout(session.user.id, plan);
});
