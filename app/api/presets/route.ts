import { requireSession } from "@/lib/auth/session";
import { handle, parseJsonBody } from "@/lib/errors";
import { presetInputSchema } from "@/lib/presets/schema";
import { createPreset, listPresets, presetLimitOf } from "@/lib/presets/store";

/** The signed-in user's brand voices and how many the plan allows. */
export const GET = handle(async (request: Request) => {
  const session = await requireSession(request);
  const [presets, limit] = await Promise.all([listPresets(session.user.id), presetLimitOf(session.user.id)]);
  return Response.json({ presets, limit });
});

export const POST = handle(async (request: Request) => {
  const session = await requireSession(request);
  const input = await parseJsonBody(request, presetInputSchema);
  return Response.json(await createPreset(session.user.id, input), { status: 201 });
});
