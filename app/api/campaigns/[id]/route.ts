import { campaignRoutes } from "@/lib/api-client/routes/campaigns";
import { serve } from "@/lib/api-client/serve";
import { requireSession } from "@/lib/auth/session";
import { campaignAnswer } from "@/lib/campaigns/board";

export const GET = serve(campaignRoutes.read, async ({ request, params }) => {
  const session = await requireSession(request);
  return campaignAnswer(session.user.id, params.id);
});
