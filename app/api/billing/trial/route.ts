import { requireSession } from "@/lib/auth/session";
import { checkoutInput } from "@/lib/billing/checkout";
import { startTrial } from "@/lib/billing/trial";
import { handle, parseJsonBody } from "@/lib/errors";

/** Starts the 3-day trial of `plan` in one step (local billing mode), or answers Stripe Checkout's address. */
export const POST = handle(async (request: Request) => {
  const session = await requireSession(request);
  const { plan } = await parseJsonBody(request, checkoutInput);
  return Response.json(await startTrial(session.user.id, plan));
});
