import { campaignRoutes } from "@/lib/api-client/routes/campaigns";
import { serve } from "@/lib/api-client/serve";
import { requireSession } from "@/lib/auth/session";
import { coverKeyMessage } from "@/lib/campaigns/fan-out";

export const POST = serve(campaignRoutes.coverKeyMessage, async ({ request, params, input }) => {
  const session = await requireSession(request);
  return coverKeyMessage(session.user.id, params.id, await input());
});
