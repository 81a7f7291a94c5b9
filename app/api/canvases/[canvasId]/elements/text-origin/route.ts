import type { AnswerBody } from "@/lib/api-client/route";
import { requireEditorOwner } from "@/lib/editor/server/access";
import { assertCanvasId } from "@/lib/editor/server/history";
import { locateText } from "@/lib/editor/server/text-origin";
import { textOriginRequestSchema, type textOriginAnswerSchema } from "@/lib/editor/text-origin-api";
import { handle, parseJsonBody } from "@/lib/errors";

type Context = { params: Promise<{ canvasId: string }> };

/**
 * `{ codebaseId, text, prop? }` → whether that text (or prop value) can be edited and where it is written (static
 * JSX text, or the literal in page data or at a call site it comes from), or where it is computed and why not.
 */
export const POST = handle(async (request: Request, { params }: Context) => {
  const { settings } = await requireEditorOwner(request);
  assertCanvasId((await params).canvasId);
  const question = await parseJsonBody(request, textOriginRequestSchema);
  return Response.json(locateText(settings.root, question) satisfies AnswerBody<typeof textOriginAnswerSchema>);
});
