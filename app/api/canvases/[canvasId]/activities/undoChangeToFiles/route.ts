import { requireEditorOwner } from "@/lib/editor/server/access";
import { undoFiles } from "@/lib/editor/server/service";
import { handle } from "@/lib/errors";

type Context = { params: Promise<{ canvasId: string }> };

/** Puts back the files of the canvas's last change (empty body); refused when someone else edited them since. */
export const POST = handle(async (request: Request, { params }: Context) => {
  const { settings } = await requireEditorOwner(request);
  const { canvasId } = await params;
  return Response.json(await undoFiles(settings.root, canvasId));
});
