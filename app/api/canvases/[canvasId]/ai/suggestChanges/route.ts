import type { AnswerBody } from "@/lib/api-client/route";
import { suggestChangesRequestSchema, type suggestChangesAnswerSchema } from "@/lib/editor/ai/schemas";
import { suggestChanges } from "@/lib/editor/ai/suggest";
import { requireEditorOwner } from "@/lib/editor/server/access";
import { assertCanvasId } from "@/lib/editor/server/history";
import { handle, parseJsonBody } from "@/lib/errors";

type Context = { params: Promise<{ canvasId: string }> };

/** AI mode: `{ instruction, codebaseId }` → change records to review, and who wrote them. */
export const POST = handle(async (request: Request, { params }: Context) => {
  const { settings } = await requireEditorOwner(request);
  assertCanvasId((await params).canvasId);
  const input = await parseJsonBody(request, suggestChangesRequestSchema);
  const suggestion = await suggestChanges(settings.root, input, request.signal);
  return Response.json(suggestion satisfies AnswerBody<typeof suggestChangesAnswerSchema>);
});
