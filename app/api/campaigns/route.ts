import { campaignRoutes } from "@/lib/api-client/routes/campaigns";
import { reply, serve } from "@/lib/api-client/serve";
import { requireSession } from "@/lib/auth/session";
import { listCampaigns } from "@/lib/campaigns/board";
import { openCampaign } from "@/lib/campaigns/fan-out";

export const GET = serve(campaignRoutes.list, async ({ request }) => {
  const session = await requireSession(request);
  return listCampaigns(session.user.id);
});

/** Creates the campaign and drafts its message house, for the user to edit and accept. */
export const POST = serve(campaignRoutes.open, async ({ request, input }) => {
  const session = await requireSession(request);
  const campaign = await openCampaign(session.user.id, await input(), request.signal);
  return reply(campaign, { status: 201 });
});
