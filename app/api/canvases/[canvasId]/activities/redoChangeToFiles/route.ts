import { requireEditorOwner } from "@/lib/editor/server/access";
import { redoFiles } from "@/lib/editor/server/service";
import { handle } from "@/lib/errors";

type Context = { params: Promise<{ canvasId: string }> };

/** Applies again the change the last undo took back (empty body). */
export const POST = handle(async (request: Request, { params }: Context) => {
  const { settings } = await requireEditorOwner(request);
  const { canvasId } = await params;
  return Response.json(await redoFiles(settings.root, canvasId));
});
