import type { AnswerBody } from "@/lib/api-client/route";
import { requireSession } from "@/lib/auth/session";
import { syncCheckoutSession } from "@/lib/billing/checkout";
import { syncInput, type syncAnswerSchema } from "@/lib/billing/schema";
import { isLocalBilling } from "@/lib/billing/stripe";
import { handle, parseJsonBody } from "@/lib/errors";

/** /payment-success applies its Checkout Session's subscription at once instead of waiting for the webhook. */
export const POST = handle(async (request: Request) => {
  const session = await requireSession(request);
  if (isLocalBilling()) return Response.json({ synced: false } satisfies AnswerBody<typeof syncAnswerSchema>);
  const { sessionId } = await parseJsonBody(request, syncInput);
  const synced = await syncCheckoutSession(sessionId, session.user.id);
  return Response.json({ synced } satisfies AnswerBody<typeof syncAnswerSchema>);
});
