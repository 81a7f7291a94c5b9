import { apiKeyRoutes } from "@/lib/api-client/routes/api-keys";
import { reply, serve } from "@/lib/api-client/serve";
import { extensionKeyOf, issueExtensionKey, revokeExtensionKey } from "@/lib/api-keys/store";
import { requireSession } from "@/lib/auth/session";

/** The signed-in user's extension key, as the profile shows it (never the key itself); null when there is none. */
export const GET = serve(apiKeyRoutes.extensionKey, async ({ request }) => {
  const session = await requireSession(request);
  return { apiKey: await extensionKeyOf(session.user.id) };
});

/** Creates the key, or rotates it: the answer holds the key this once. */
export const POST = serve(apiKeyRoutes.issueExtensionKey, async ({ request }) => {
  const session = await requireSession(request);
  const { key, summary } = await issueExtensionKey(session.user.id);
  return reply({ key, apiKey: summary }, { status: 201 });
});

export const DELETE = serve(apiKeyRoutes.revokeExtensionKey, async ({ request }) => {
  const session = await requireSession(request);
  await revokeExtensionKey(session.user.id);
});
