import type { AnswerBody } from "@/lib/api-client/route";
import type { issuedExtensionKeySchema } from "@/lib/api-keys/scopes";
import { extensionKeyOf, issueExtensionKey, revokeExtensionKey } from "@/lib/api-keys/store";
import { requireSession } from "@/lib/auth/session";
import { handle } from "@/lib/errors";

/** The signed-in user's extension key, as the profile shows it (never the key itself); null when there is none. */
export const GET = handle(async (request: Request) => {
  const session = await requireSession(request);
  return Response.json({ apiKey: await extensionKeyOf(session.user.id) });
});

/** Creates the key, or rotates it: the answer holds the key this once. */
export const POST = handle(async (request: Request) => {
  const session = await requireSession(request);
  const { key, summary } = await issueExtensionKey(session.user.id);
  return Response.json({ key, apiKey: summary } satisfies AnswerBody<typeof issuedExtensionKeySchema>, { status: 201 });
});

export const DELETE = handle(async (request: Request) => {
  const session = await requireSession(request);
  await revokeExtensionKey(session.user.id);
  return new Response(null, { status: 204 });
});
