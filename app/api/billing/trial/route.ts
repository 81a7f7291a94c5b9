import { billingRoutes } from "@/lib/api-client/routes/billing";
import { serve } from "@/lib/api-client/serve";
import { requireSession } from "@/lib/auth/session";
import { startTrial } from "@/lib/billing/trial";

/** Starts the 3-day trial of `plan` in one step (local billing mode), or answers Stripe Checkout's address. */
export const POST = serve(billingRoutes.startTrial, async ({ request, input }) => {
  const session = await requireSession(request);
  const { plan } = await input();
  return startTrial(session.user.id, plan);
});
