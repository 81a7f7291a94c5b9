import type { AnswerBody } from "@/lib/api-client/route";
import { requireSession } from "@/lib/auth/session";
import { checkoutInput, type startTrialAnswer } from "@/lib/billing/schema";
import { startTrial } from "@/lib/billing/trial";
import { handle, parseJsonBody } from "@/lib/errors";

/** Starts the 3-day trial of `plan` in one step (local billing mode), or answers Stripe Checkout's address. */
export const POST = handle(async (request: Request) => {
  const session = await requireSession(request);
  const { plan } = await parseJsonBody(request, checkoutInput);
  return Response.json((await startTrial(session.user.id, plan)) satisfies AnswerBody<typeof startTrialAnswer>);
});
