import { campaignRoutes } from "@/lib/api-client/routes/campaigns";
import { serve } from "@/lib/api-client/serve";
import { requireSession } from "@/lib/auth/session";
import { regenerateAsset } from "@/lib/campaigns/fan-out";

export const POST = serve(campaignRoutes.regenerateAsset, async ({ request, params }) => {
  const session = await requireSession(request);
  return regenerateAsset(session.user.id, params.id, params.assetId);
});
