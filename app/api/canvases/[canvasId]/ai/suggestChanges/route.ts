import { editorAiRoutes } from "@/lib/api-client/routes/editor-ai";
import { serve } from "@/lib/api-client/serve";
import { suggestChanges } from "@/lib/editor/ai/suggest";
import { requireEditorOwner } from "@/lib/editor/server/access";
import { assertCanvasId } from "@/lib/editor/server/history";

/** AI mode: `{ instruction, codebaseId }` → change records to review, and who wrote them. */
export const POST = serve(editorAiRoutes.suggestChanges, async ({ request, params, input }) => {
  const { settings } = await requireEditorOwner(request);
  assertCanvasId(params.canvasId);
  const instruction = await input();
  return suggestChanges(settings.root, instruction, request.signal);
});
