import { typefullyConnectionRoutes } from "@/lib/api-client/routes/connections-typefully";
import { serve } from "@/lib/api-client/serve";
import { requireSession } from "@/lib/auth/session";
import { socialSetsFor } from "@/lib/handoff/typefully/connect";

/** The social sets of the key sent (or of the saved key), as Typefully lists them. */
export const POST = serve(typefullyConnectionRoutes.socialSets, async ({ request, input }) => {
  const session = await requireSession(request);
  return { socialSets: await socialSetsFor(session.user.id, (await input()).apiKey) };
});
