import { postizRoutes } from "@/lib/api-client/routes/postiz";
import { serve } from "@/lib/api-client/serve";
import { requireSession } from "@/lib/auth/session";
import { testPostiz } from "@/lib/handoff/postiz/connection";

/** Lists the Postiz integrations with the stored key. */
export const POST = serve(postizRoutes.test, async ({ request }) => {
  const session = await requireSession(request);
  return testPostiz(session.user.id);
});
