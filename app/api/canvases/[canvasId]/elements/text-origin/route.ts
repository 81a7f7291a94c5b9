import { editorRoutes } from "@/lib/api-client/routes/editor";
import { serve } from "@/lib/api-client/serve";
import { requireEditorOwner } from "@/lib/editor/server/access";
import { assertCanvasId } from "@/lib/editor/server/history";
import { locateText } from "@/lib/editor/server/text-origin";

/**
 * `{ codebaseId, text, prop? }` → whether that text (or prop value) can be edited and where it is written (static
 * JSX text, or the literal in page data or at a call site it comes from), or where it is computed and why not.
 */
export const POST = serve(editorRoutes.textOrigin, async ({ request, params, input }) => {
  const { settings } = await requireEditorOwner(request);
  assertCanvasId(params.canvasId);
  const question = await input();
  return locateText(settings.root, question);
});
