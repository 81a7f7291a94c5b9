import { editorRoutes } from "@/lib/api-client/routes/editor";
import { serve } from "@/lib/api-client/serve";
import { requireEditorOwner } from "@/lib/editor/server/access";
import { applyChangeSet } from "@/lib/editor/server/change-set";

/** A reviewed set of change records (AI mode), applied in order as one change: all of them or none, one undo. */
export const POST = serve(editorRoutes.applyChangeSet, async ({ request, params, input }) => {
  const { settings } = await requireEditorOwner(request);
  const { changes } = await input();
  return applyChangeSet(settings.root, params.canvasId, changes);
});
