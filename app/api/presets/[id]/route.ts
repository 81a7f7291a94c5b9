import { presetRoutes } from "@/lib/api-client/routes/presets";
import { serve } from "@/lib/api-client/serve";
import { requireSession } from "@/lib/auth/session";
import { deletePreset, presetId, updatePreset } from "@/lib/presets/store";

/** Replaces the preset with the body (the whole form, as the presets screen sends it). */
export const PUT = serve(presetRoutes.update, async ({ request, params, input }) => {
  const session = await requireSession(request);
  const form = await input();
  return { preset: await updatePreset(session.user.id, presetId(params.id), form) };
});

export const DELETE = serve(presetRoutes.remove, async ({ request, params }) => {
  const session = await requireSession(request);
  await deletePreset(session.user.id, presetId(params.id));
});
