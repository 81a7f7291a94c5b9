import { writingRoutes } from "@/lib/api-client/routes/writing";
import { serve } from "@/lib/api-client/serve";
import { requireSession } from "@/lib/auth/session";
import { generationRateLimit } from "@/lib/config/rate-limits";
import { writeHooks } from "@/lib/hooks/write";
import { enforceRateLimit } from "@/lib/rate-limit";

/** Ten hooks for a topic (or one of them rewritten) for a subscriber; one unit, none when it fails. */
export const POST = serve(writingRoutes.hooks, async ({ request, input }) => {
  const session = await requireSession(request);
  const brief = await input();
  await enforceRateLimit(generationRateLimit, { accountId: session.user.id });
  return writeHooks(session.user.id, brief, request.signal);
});
