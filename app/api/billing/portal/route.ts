import type { AnswerBody } from "@/lib/api-client/route";
import { requireSession } from "@/lib/auth/session";
import { openBillingPortal } from "@/lib/billing/checkout";
import type { redirectAnswerSchema } from "@/lib/billing/schema";
import { handle } from "@/lib/errors";

/** Answers the URL of Stripe's Billing Portal for the signed-in user. */
export const POST = handle(async (request: Request) => {
  const session = await requireSession(request);
  return Response.json((await openBillingPortal(session.user.id)) satisfies AnswerBody<typeof redirectAnswerSchema>);
});
