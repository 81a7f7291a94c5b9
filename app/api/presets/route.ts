import { presetRoutes } from "@/lib/api-client/routes/presets";
import { reply, serve } from "@/lib/api-client/serve";
import { requireSession } from "@/lib/auth/session";
import { createPreset, listPresets, presetLimitOf } from "@/lib/presets/store";

/** The signed-in user's brand voices and how many the plan allows. */
export const GET = serve(presetRoutes.list, async ({ request }) => {
  const session = await requireSession(request);
  const [presets, limit] = await Promise.all([listPresets(session.user.id), presetLimitOf(session.user.id)]);
  return { presets, limit };
});

export const POST = serve(presetRoutes.create, async ({ request, input }) => {
  const session = await requireSession(request);
  const preset = await input();
  return reply(await createPreset(session.user.id, preset), { status: 201 });
});
