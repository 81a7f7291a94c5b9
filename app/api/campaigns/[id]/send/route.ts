import { sendRoutes } from "@/lib/api-client/routes/send";
import { reply, serve } from "@/lib/api-client/serve";
import { requireSession } from "@/lib/auth/session";
import { sendCampaign } from "@/lib/handoff/send";

/** Queues the campaign's posts for the chosen scheduler: 202, with the posts queued and those held back. */
export const POST = serve(sendRoutes.send, async ({ request, params, input }) => {
  const session = await requireSession(request);
  return reply(await sendCampaign(session.user.id, params.id, await input()), { status: 202 });
});
