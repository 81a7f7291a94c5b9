import { typefullyConnectionRoutes } from "@/lib/api-client/routes/connections-typefully";
import { serve } from "@/lib/api-client/serve";
import { requireSession } from "@/lib/auth/session";
import { deleteConnection } from "@/lib/handoff/connections";
import { connectTypefully } from "@/lib/handoff/typefully/connect";

/** Saves the Typefully connection once Typefully takes the key and the chosen social set is in its account. */
export const PUT = serve(typefullyConnectionRoutes.save, async ({ request, input }) => {
  const session = await requireSession(request);
  return { connection: await connectTypefully(session.user.id, await input()) };
});

/** Forgets the Typefully connection and its key. */
export const DELETE = serve(typefullyConnectionRoutes.disconnect, async ({ request }) => {
  const session = await requireSession(request);
  await deleteConnection(session.user.id, "typefully");
});
