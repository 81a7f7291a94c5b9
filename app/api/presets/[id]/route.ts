import type { AnswerBody } from "@/lib/api-client/route";
import { requireSession } from "@/lib/auth/session";
import { handle, parseJsonBody } from "@/lib/errors";
import { presetInputSchema, type updatedPresetSchema } from "@/lib/presets/schema";
import { deletePreset, presetId, updatePreset } from "@/lib/presets/store";

type Context = { params: Promise<{ id: string }> };

/** Replaces the preset with the body (the whole form, as the presets screen sends it). */
export const PUT = handle(async (request: Request, { params }: Context) => {
  const session = await requireSession(request);
  const input = await parseJsonBody(request, presetInputSchema);
  const preset = await updatePreset(session.user.id, presetId((await params).id), input);
  return Response.json({ preset } satisfies AnswerBody<typeof updatedPresetSchema>);
});

export const DELETE = handle(async (request: Request, { params }: Context) => {
  const session = await requireSession(request);
  await deletePreset(session.user.id, presetId((await params).id));
  return new Response(null, { status: 204 });
});
