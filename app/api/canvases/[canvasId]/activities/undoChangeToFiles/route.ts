import { editorRoutes } from "@/lib/api-client/routes/editor";
import { serve } from "@/lib/api-client/serve";
import { requireEditorOwner } from "@/lib/editor/server/access";
import { undoFiles } from "@/lib/editor/server/service";

/** Puts back the files of the canvas's last change (empty body); refused when someone else edited them since. */
export const POST = serve(editorRoutes.undoChangeToFiles, async ({ request, params }) => {
  const { settings } = await requireEditorOwner(request);
  return undoFiles(settings.root, params.canvasId);
});
