import { campaignRoutes } from "@/lib/api-client/routes/campaigns";
import { serve } from "@/lib/api-client/serve";
import { requireSession } from "@/lib/auth/session";
import { editAsset } from "@/lib/campaigns/fan-out";

export const PATCH = serve(campaignRoutes.editAsset, async ({ request, params, input }) => {
  const session = await requireSession(request);
  return editAsset(session.user.id, params.id, params.assetId, await input());
});
