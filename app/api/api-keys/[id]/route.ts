import { revokeApiKey } from "@/lib/api-keys/store";
import { requireSession } from "@/lib/auth/session";
import { handle } from "@/lib/errors";

type Context = { params: Promise<{ id: string }> };

/** Revokes one of the user's API keys; another user's key or an unknown id is a 404. */
export const DELETE = handle(async (request: Request, { params }: Context) => {
  const session = await requireSession(request);
  await revokeApiKey(session.user.id, (await params).id);
  return new Response(null, { status: 204 });
});
