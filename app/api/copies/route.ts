import type { AnswerBody } from "@/lib/api-client/route";
import { requireSession } from "@/lib/auth/session";
import { handle, parseJsonBody, parseQuery } from "@/lib/errors";
import { saveCopyOnce } from "@/lib/library/save-once";
import { listCopiesSchema, saveCopySchema, type copyAnswerSchema } from "@/lib/library/schema";
import { listCopies } from "@/lib/library/store";

/** The signed-in user's saved copies, filtered by ?q=, ?type= and ?favourites=1. */
export const GET = handle(async (request: Request) => {
  const session = await requireSession(request);
  const filters = parseQuery(request, listCopiesSchema);
  return Response.json({ copies: await listCopies(session.user.id, filters) });
});

/** Saves a copy; the same idempotencyKey again answers the copy already saved (200) instead of adding one (201). */
export const POST = handle(async (request: Request) => {
  const session = await requireSession(request);
  const input = await parseJsonBody(request, saveCopySchema);
  const { copy, created } = await saveCopyOnce(session.user.id, input);
  return Response.json({ copy } satisfies AnswerBody<typeof copyAnswerSchema>, { status: created ? 201 : 200 });
});
