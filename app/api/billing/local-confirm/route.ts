import type { AnswerBody } from "@/lib/api-client/route";
import { requireSession } from "@/lib/auth/session";
import { confirmLocalSubscription } from "@/lib/billing/local";
import { checkoutInput, type localConfirmAnswerSchema } from "@/lib/billing/schema";
import { handle, parseJsonBody } from "@/lib/errors";

/** Local billing mode's Confirm: starts the trial or plan without payment. 404 whenever Stripe is configured. */
export const POST = handle(async (request: Request) => {
  const session = await requireSession(request);
  const { plan } = await parseJsonBody(request, checkoutInput);
  await confirmLocalSubscription(session.user.id, plan);
  return Response.json({ confirmed: true } satisfies AnswerBody<typeof localConfirmAnswerSchema>);
});
