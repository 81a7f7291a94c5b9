import { presetRoutes } from "@/lib/api-client/routes/presets";
import { serve } from "@/lib/api-client/serve";
import { requireSession } from "@/lib/auth/session";
import { generationRateLimit, learnVoiceDailyLimit } from "@/lib/config/rate-limits";
import { learnVoice } from "@/lib/presets/learn";
import { enforceRateLimit } from "@/lib/rate-limit";

/** "Learn from samples": an editable voice description from pasted writing; not billed, but capped per minute and per day. */
export const POST = serve(presetRoutes.learn, async ({ request, input }) => {
  const session = await requireSession(request);
  const { samples } = await input();
  await enforceRateLimit(generationRateLimit, { accountId: session.user.id });
  await enforceRateLimit(learnVoiceDailyLimit, { accountId: session.user.id });
  const { object, writer } = await learnVoice(session.user.id, samples, request.signal);
  return { voice: object, writer };
});
