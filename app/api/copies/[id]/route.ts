import { libraryRoutes } from "@/lib/api-client/routes/library";
import { serve } from "@/lib/api-client/serve";
import { requireSession } from "@/lib/auth/session";
import { copyId, deleteCopy, findCopy, updateCopy } from "@/lib/library/store";

export const GET = serve(libraryRoutes.read, async ({ request, params }) => {
  const session = await requireSession(request);
  return { copy: await findCopy(session.user.id, copyId(params.id)) };
});

export const PATCH = serve(libraryRoutes.update, async ({ request, params, input }) => {
  const session = await requireSession(request);
  const changes = await input();
  return { copy: await updateCopy(session.user.id, copyId(params.id), changes) };
});

export const DELETE = serve(libraryRoutes.remove, async ({ request, params }) => {
  const session = await requireSession(request);
  await deleteCopy(session.user.id, copyId(params.id));
});
