import { campaignRoutes } from "@/lib/api-client/routes/campaigns";
import { serve } from "@/lib/api-client/serve";
import { requireSession } from "@/lib/auth/session";
import { startCampaign } from "@/lib/campaigns/fan-out";

export const POST = serve(campaignRoutes.approve, async ({ request, params }) => {
  const session = await requireSession(request);
  return startCampaign(session.user.id, params.id);
});
