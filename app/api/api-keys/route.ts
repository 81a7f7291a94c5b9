import { apiKeyRoutes } from "@/lib/api-client/routes/api-keys";
import { reply, serve } from "@/lib/api-client/serve";
import { createApiKey, listApiKeys } from "@/lib/api-keys/store";
import { requireSession } from "@/lib/auth/session";

/** The signed-in user's API keys, as the profile lists them (never the keys themselves). */
export const GET = serve(apiKeyRoutes.list, async ({ request }) => {
  const session = await requireSession(request);
  return { apiKeys: await listApiKeys(session.user.id) };
});

/** Makes a key with the chosen scopes: the answer holds the key this once. */
export const POST = serve(apiKeyRoutes.create, async ({ request, input }) => {
  const session = await requireSession(request);
  const { key, apiKey } = await createApiKey(session.user.id, await input());
  return reply({ key, apiKey }, { status: 201 });
});
