import { requireSession } from "@/lib/auth/session";
import { handle, parseJsonBody, parseQuery } from "@/lib/errors";
import { listCopiesSchema, saveCopySchema } from "@/lib/library/schema";
import { listCopies, saveCopy } from "@/lib/library/store";

/** The signed-in user's saved copies, filtered by ?q=, ?type= and ?favourites=1. */
export const GET = handle(async (request: Request) => {
  const session = await requireSession(request);
  const filters = parseQuery(request, listCopiesSchema);
  return Response.json({ copies: await listCopies(session.user.id, filters) });
});

export const POST = handle(async (request: Request) => {
  const session = await requireSession(request);
  const input = await parseJsonBody(request, saveCopySchema);
  return Response.json({ copy: await saveCopy(session.user.id, input) }, { status: 201 });
});
