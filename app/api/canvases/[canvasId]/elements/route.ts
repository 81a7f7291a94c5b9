import { editorRoutes } from "@/lib/api-client/routes/editor";
import { serve } from "@/lib/api-client/serve";
import { assertCodebaseId } from "@/lib/editor/ids";
import { requireEditorOwner } from "@/lib/editor/server/access";
import { resolveCodebaseIds } from "@/lib/editor/server/side-index";

/**
 * The side index for codebase ids (?ids=a,b): each element's file, place, tag, component and whether its text
 * is static, as the source is now. The editor turns a selected id into the resolved reference a change sends.
 */
export const GET = serve(editorRoutes.elements, async ({ request, input }) => {
  const { settings } = await requireEditorOwner(request);
  const { ids } = await input();
  const wanted = [...new Set(ids.split(",").map((id) => assertCodebaseId(id.trim())))].slice(0, 200);
  const resolved = resolveCodebaseIds(settings.root, wanted);
  return {
    elements: wanted.flatMap((id) => resolved.get(id) ?? []),
    missing: wanted.filter((id) => !resolved.get(id)),
  };
});
