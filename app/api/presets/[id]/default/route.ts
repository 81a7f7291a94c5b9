import { presetRoutes } from "@/lib/api-client/routes/presets";
import { serve } from "@/lib/api-client/serve";
import { requireSession } from "@/lib/auth/session";
import { presetId, setDefaultPreset } from "@/lib/presets/store";

/** Makes this voice the one the generator picks when none is chosen. */
export const PUT = serve(presetRoutes.makeDefault, async ({ request, params }) => {
  const session = await requireSession(request);
  await setDefaultPreset(session.user.id, presetId(params.id));
});
