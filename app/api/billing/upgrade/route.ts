import { billingRoutes } from "@/lib/api-client/routes/billing";
import { serve } from "@/lib/api-client/serve";
import { requireSession } from "@/lib/auth/session";
import { upgradeFromTrial } from "@/lib/billing/upgrade";

/** Ends the signed-in user's running trial now and starts the chosen plan (409 when there is no running trial). */
export const POST = serve(billingRoutes.upgrade, async ({ request, input }) => {
  const session = await requireSession(request);
  const { plan } = await input();
  await upgradeFromTrial(session.user.id, plan);
  return { upgraded: true, plan } as const;
});
