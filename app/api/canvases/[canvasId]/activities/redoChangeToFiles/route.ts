import { editorRoutes } from "@/lib/api-client/routes/editor";
import { serve } from "@/lib/api-client/serve";
import { requireEditorOwner } from "@/lib/editor/server/access";
import { redoFiles } from "@/lib/editor/server/service";

/** Applies again the change the last undo took back (empty body). */
export const POST = serve(editorRoutes.redoChangeToFiles, async ({ request, params }) => {
  const { settings } = await requireEditorOwner(request);
  return redoFiles(settings.root, params.canvasId);
});
