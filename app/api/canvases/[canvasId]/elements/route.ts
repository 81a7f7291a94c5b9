import type { AnswerBody } from "@/lib/api-client/route";
import { assertCodebaseId } from "@/lib/editor/ids";
import { requireEditorOwner } from "@/lib/editor/server/access";
import { resolveCodebaseIds } from "@/lib/editor/server/side-index";
import { elementsQuerySchema, type elementsAnswerSchema } from "@/lib/editor/source/elements-api";
import { handle, parseQuery } from "@/lib/errors";

/**
 * The side index for codebase ids (?ids=a,b): each element's file, place, tag, component and whether its text
 * is static, as the source is now. The editor turns a selected id into the resolved reference a change sends.
 */
export const GET = handle(async (request: Request) => {
  const { settings } = await requireEditorOwner(request);
  const { ids } = parseQuery(request, elementsQuerySchema);
  const wanted = [...new Set(ids.split(",").map((id) => assertCodebaseId(id.trim())))].slice(0, 200);
  const resolved = resolveCodebaseIds(settings.root, wanted);
  return Response.json({
    elements: wanted.flatMap((id) => resolved.get(id) ?? []),
    missing: wanted.filter((id) => !resolved.get(id)),
  } satisfies AnswerBody<typeof elementsAnswerSchema>);
});
