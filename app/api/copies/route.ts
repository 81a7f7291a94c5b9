import { libraryRoutes } from "@/lib/api-client/routes/library";
import { reply, serve } from "@/lib/api-client/serve";
import { requireSession } from "@/lib/auth/session";
import { saveCopyOnce } from "@/lib/library/save-once";
import { listCopies } from "@/lib/library/store";

/** The signed-in user's saved copies, filtered by ?q=, ?type= and ?favourites=1. */
export const GET = serve(libraryRoutes.list, async ({ request, input }) => {
  const session = await requireSession(request);
  const filters = await input();
  return { copies: await listCopies(session.user.id, filters) };
});

/** Saves a copy; the same idempotencyKey again answers the copy already saved (200) instead of adding one (201). */
export const POST = serve(libraryRoutes.save, async ({ request, input }) => {
  const session = await requireSession(request);
  const { copy, created } = await saveCopyOnce(session.user.id, await input());
  return reply({ copy }, { status: created ? 201 : 200 });
});
