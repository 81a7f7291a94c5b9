import { requireEditorOwner } from "@/lib/editor/server/access";
import { applyChangeSet, changeSetRequestSchema } from "@/lib/editor/server/change-set";
import { handle, parseJsonBody } from "@/lib/errors";

type Context = { params: Promise<{ canvasId: string }> };

/** A reviewed set of change records (AI mode), applied in order as one change: all of them or none, one undo. */
export const POST = handle(async (request: Request, { params }: Context) => {
  const { settings } = await requireEditorOwner(request);
  const { canvasId } = await params;
  const { changes } = await parseJsonBody(request, changeSetRequestSchema);
  return Response.json(await applyChangeSet(settings.root, canvasId, changes));
});
