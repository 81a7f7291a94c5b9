import { postizRoutes } from "@/lib/api-client/routes/postiz";
import { serve } from "@/lib/api-client/serve";
import { requireSession } from "@/lib/auth/session";
import { deleteConnection } from "@/lib/handoff/connections";
import { connectPostiz, postizConnection } from "@/lib/handoff/postiz/connection";

/** The Postiz connection as the profile shows it, never its key. */
export const GET = serve(postizRoutes.read, async ({ request }) => {
  const session = await requireSession(request);
  return postizConnection(session.user.id);
});

/** Tests the address and key by listing the integrations, and saves them only when Postiz accepts the key. */
export const PUT = serve(postizRoutes.connect, async ({ request, input }) => {
  const session = await requireSession(request);
  return connectPostiz(session.user.id, await input());
});

export const DELETE = serve(postizRoutes.disconnect, async ({ request }) => {
  const session = await requireSession(request);
  await deleteConnection(session.user.id, "postiz");
});
