import { campaignRoutes } from "@/lib/api-client/routes/campaigns";
import { serve } from "@/lib/api-client/serve";
import { requireSession } from "@/lib/auth/session";
import { saveCampaignToLibrary } from "@/lib/campaigns/library";

/** Saves every written asset to the library; saving again adds only what is new or edited since. */
export const POST = serve(campaignRoutes.saveToLibrary, async ({ request, params }) => {
  const session = await requireSession(request);
  return saveCampaignToLibrary(session.user.id, params.id);
});
