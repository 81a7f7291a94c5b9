import { sendRoutes } from "@/lib/api-client/routes/send";
import { serve } from "@/lib/api-client/serve";
import { requireSession } from "@/lib/auth/session";
import { connectionSummaries } from "@/lib/handoff/connections";

/** The user's scheduler connections, without their keys. */
export const GET = serve(sendRoutes.connections, async ({ request }) => {
  const session = await requireSession(request);
  return { connections: await connectionSummaries(session.user.id) };
});
