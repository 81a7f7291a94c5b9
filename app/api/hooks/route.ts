import type { AnswerBody } from "@/lib/api-client/route";
import { requireSession } from "@/lib/auth/session";
import { generationRateLimit } from "@/lib/config/rate-limits";
import { handle, parseJsonBody } from "@/lib/errors";
import { hooksInputSchema, type hooksAnswerSchema } from "@/lib/hooks/schema";
import { writeHooks } from "@/lib/hooks/write";
import { enforceRateLimit } from "@/lib/rate-limit";

/** Ten hooks for a topic (or one of them rewritten) for a subscriber; one unit, none when it fails. */
export const POST = handle(async (request: Request) => {
  const session = await requireSession(request);
  const input = await parseJsonBody(request, hooksInputSchema);
  await enforceRateLimit(generationRateLimit, { accountId: session.user.id });
  const hooks = await writeHooks(session.user.id, input, request.signal);
  return Response.json(hooks satisfies AnswerBody<typeof hooksAnswerSchema>);
});
