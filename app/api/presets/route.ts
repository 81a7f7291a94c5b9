import type { AnswerBody } from "@/lib/api-client/route";
import { requireSession } from "@/lib/auth/session";
import { handle, parseJsonBody } from "@/lib/errors";
import { presetInputSchema, type createdPresetSchema, type presetListSchema } from "@/lib/presets/schema";
import { createPreset, listPresets, presetLimitOf } from "@/lib/presets/store";

/** The signed-in user's brand voices and how many the plan allows. */
export const GET = handle(async (request: Request) => {
  const session = await requireSession(request);
  const [presets, limit] = await Promise.all([listPresets(session.user.id), presetLimitOf(session.user.id)]);
  return Response.json({ presets, limit } satisfies AnswerBody<typeof presetListSchema>);
});

export const POST = handle(async (request: Request) => {
  const session = await requireSession(request);
  const input = await parseJsonBody(request, presetInputSchema);
  const created = await createPreset(session.user.id, input);
  return Response.json(created satisfies AnswerBody<typeof createdPresetSchema>, { status: 201 });
});
