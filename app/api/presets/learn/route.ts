import type { AnswerBody } from "@/lib/api-client/route";
import { requireSession } from "@/lib/auth/session";
import { generationRateLimit, learnVoiceDailyLimit } from "@/lib/config/rate-limits";
import { handle, parseJsonBody } from "@/lib/errors";
import { learnVoice } from "@/lib/presets/learn";
import { learnVoiceSchema, type learnedVoiceAnswerSchema } from "@/lib/presets/schema";
import { enforceRateLimit } from "@/lib/rate-limit";

/** "Learn from samples": an editable voice description from pasted writing; not billed, but capped per minute and per day. */
export const POST = handle(async (request: Request) => {
  const session = await requireSession(request);
  const { samples } = await parseJsonBody(request, learnVoiceSchema);
  await enforceRateLimit(generationRateLimit, { accountId: session.user.id });
  await enforceRateLimit(learnVoiceDailyLimit, { accountId: session.user.id });
  const { object, writer } = await learnVoice(session.user.id, samples, request.signal);
  return Response.json({ voice: object, writer } satisfies AnswerBody<typeof learnedVoiceAnswerSchema>);
});
