import { requireSession } from "@/lib/auth/session";
import { handle } from "@/lib/errors";
import { presetId, setDefaultPreset } from "@/lib/presets/store";

type Context = { params: Promise<{ id: string }> };

/** Makes this voice the one the generator picks when none is chosen. */
export const PUT = handle(async (request: Request, { params }: Context) => {
  const session = await requireSession(request);
  await setDefaultPreset(session.user.id, presetId((await params).id));
  return new Response(null, { status: 204 });
});
