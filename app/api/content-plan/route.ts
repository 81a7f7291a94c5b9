import { writingRoutes } from "@/lib/api-client/routes/writing";
import { serve } from "@/lib/api-client/serve";
import { requireSession } from "@/lib/auth/session";
import { generationRateLimit } from "@/lib/config/rate-limits";
import { writeContentPlan } from "@/lib/content-plan/write";
import { enforceRateLimit } from "@/lib/rate-limit";

/** A 4-week content plan (or one of its posts rewritten) for a subscriber; one unit, none when it fails. */
export const POST = serve(writingRoutes.contentPlan, async ({ request, input }) => {
  const session = await requireSession(request);
  const brief = await input();
  await enforceRateLimit(generationRateLimit, { accountId: session.user.id });
  return writeContentPlan(session.user.id, brief, request.signal);
});
