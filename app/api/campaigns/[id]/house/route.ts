import { campaignRoutes } from "@/lib/api-client/routes/campaigns";
import { serve } from "@/lib/api-client/serve";
import { requireSession } from "@/lib/auth/session";
import { saveHouse } from "@/lib/campaigns/fan-out";

export const PUT = serve(campaignRoutes.saveHouse, async ({ request, params, input }) => {
  const session = await requireSession(request);
  return saveHouse(session.user.id, params.id, await input());
});
