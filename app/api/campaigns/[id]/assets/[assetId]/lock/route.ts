import { campaignRoutes } from "@/lib/api-client/routes/campaigns";
import { serve } from "@/lib/api-client/serve";
import { requireSession } from "@/lib/auth/session";
import { setAssetLock } from "@/lib/campaigns/fan-out";

export const PUT = serve(campaignRoutes.lockAsset, async ({ request, params, input }) => {
  const session = await requireSession(request);
  return setAssetLock(session.user.id, params.id, params.assetId, await input());
});
