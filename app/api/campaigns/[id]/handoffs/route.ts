import { handoffRoutes } from "@/lib/api-client/routes/handoffs";
import { serve } from "@/lib/api-client/serve";
import { requireSession } from "@/lib/auth/session";
import { campaignHandoffs } from "@/lib/handoff/history";

/** The campaign's hand-offs as the board lists them, newest first. */
export const GET = serve(handoffRoutes.list, async ({ request, params }) => {
  const session = await requireSession(request);
  return { handoffs: await campaignHandoffs(session.user.id, params.id) };
});
