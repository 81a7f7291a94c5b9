import { requireSession } from "@/lib/auth/session";
import { generationRateLimit } from "@/lib/config/limits";
import { handle, parseJsonBody } from "@/lib/errors";
import { hooksInputSchema } from "@/lib/hooks/schema";
import { writeHooks } from "@/lib/hooks/write";
import { enforceRateLimit } from "@/lib/rate-limit";

/** Ten hooks for a topic (or one of them rewritten) for a subscriber; one unit, none when it fails. */
export const POST = handle(async (request: Request) => {
  const session = await requireSession(request);
  const input = await parseJsonBody(request, hooksInputSchema);
  await enforceRateLimit(generationRateLimit, { accountId: session.user.id });
  return Response.json(await writeHooks(session.user.id, input, request.signal));
});
