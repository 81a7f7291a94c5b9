import { billingRoutes } from "@/lib/api-client/routes/billing";
import { serve } from "@/lib/api-client/serve";
import { requireSession } from "@/lib/auth/session";
import { confirmLocalSubscription } from "@/lib/billing/local";

/** Local billing mode's Confirm: starts the trial or plan without payment. 404 whenever Stripe is configured. */
export const POST = serve(billingRoutes.confirmLocally, async ({ request, input }) => {
  const session = await requireSession(request);
  const { plan } = await input();
  await confirmLocalSubscription(session.user.id, plan);
  return { confirmed: true } as const;
});
