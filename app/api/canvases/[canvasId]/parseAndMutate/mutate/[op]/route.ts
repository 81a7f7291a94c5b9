import { requestBody } from "@/lib/config/server";
import { isMutationOp, mutationSchemas } from "@/lib/editor/mutate/schemas";
import { requireEditorOwner } from "@/lib/editor/server/access";
import { mutateFiles } from "@/lib/editor/server/service";
import { AppError, handle, parseJsonBody } from "@/lib/errors";

type Context = { params: Promise<{ canvasId: string; op: string }> };

// One handler for every op's entry in the table (`editorRoutes.mutations`): the op in the path picks the schema.
/** One editor change: the body names elements by resolved reference; answers the files and new ids. */
export const POST = handle(async (request: Request, { params }: Context) => {
  const { settings } = await requireEditorOwner(request);
  const { canvasId, op } = await params;
  if (!isMutationOp(op)) throw new AppError("not_found", `There is no editor change called ${op}.`);
  const body = await parseJsonBody(request, mutationSchemas[op], { maxBytes: requestBody.editorMutationMaxBytes });
  return Response.json(await mutateFiles(settings.root, canvasId, op, body));
});
