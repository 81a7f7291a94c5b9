import type { AnswerBody } from "@/lib/api-client/route";
import { requireSession } from "@/lib/auth/session";
import { startCheckout } from "@/lib/billing/checkout";
import { checkoutInput, redirectAnswerSchema } from "@/lib/billing/schema";
import { handle, parseJsonBody } from "@/lib/errors";

/** Answers the URL where the signed-in user pays for `plan`: Stripe Checkout, or the local test-mode page. */
export const POST = handle(async (request: Request) => {
  const session = await requireSession(request);
  const { plan } = await parseJsonBody(request, checkoutInput);
  return Response.json((await startCheckout(session.user.id, plan)) satisfies AnswerBody<typeof redirectAnswerSchema>);
});
