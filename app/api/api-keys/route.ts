import type { AnswerBody } from "@/lib/api-client/route";
import { createApiKeySchema, type createdApiKeySchema } from "@/lib/api-keys/scopes";
import { createApiKey, listApiKeys } from "@/lib/api-keys/store";
import { requireSession } from "@/lib/auth/session";
import { handle, parseJsonBody } from "@/lib/errors";

/** The signed-in user's API keys, as the profile lists them (never the keys themselves). */
export const GET = handle(async (request: Request) => {
  const session = await requireSession(request);
  return Response.json({ apiKeys: await listApiKeys(session.user.id) });
});

/** Makes a key with the chosen scopes: the answer holds the key this once. */
export const POST = handle(async (request: Request) => {
  const session = await requireSession(request);
  const input = await parseJsonBody(request, createApiKeySchema);
  const { key, apiKey } = await createApiKey(session.user.id, input);
  return Response.json({ key, apiKey } satisfies AnswerBody<typeof createdApiKeySchema>, { status: 201 });
});
