import type { AnswerBody } from "@/lib/api-client/route";
import { requireSession } from "@/lib/auth/session";
import { generationRateLimit } from "@/lib/config/rate-limits";
import { contentPlanInputSchema, type contentPlanAnswerSchema } from "@/lib/content-plan/schema";
import { writeContentPlan } from "@/lib/content-plan/write";
import { handle, parseJsonBody } from "@/lib/errors";
import { enforceRateLimit } from "@/lib/rate-limit";

/** A 4-week content plan (or one of its posts rewritten) for a subscriber; one unit, none when it fails. */
export const POST = handle(async (request: Request) => {
  const session = await requireSession(request);
  const input = await parseJsonBody(request, contentPlanInputSchema);
  await enforceRateLimit(generationRateLimit, { accountId: session.user.id });
  const plan = await writeContentPlan(session.user.id, input, request.signal);
  return Response.json(plan satisfies AnswerBody<typeof contentPlanAnswerSchema>);
});
