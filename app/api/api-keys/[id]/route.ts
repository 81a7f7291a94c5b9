import { apiKeyRoutes } from "@/lib/api-client/routes/api-keys";
import { serve } from "@/lib/api-client/serve";
import { revokeApiKey } from "@/lib/api-keys/store";
import { requireSession } from "@/lib/auth/session";

/** Revokes one of the user's API keys; another user's key or an unknown id is a 404. */
export const DELETE = serve(apiKeyRoutes.revoke, async ({ request, params }) => {
  const session = await requireSession(request);
  await revokeApiKey(session.user.id, params.id);
});
