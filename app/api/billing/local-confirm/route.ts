import { requireSession } from "@/lib/auth/session";
import { checkoutInput } from "@/lib/billing/checkout";
import { confirmLocalSubscription } from "@/lib/billing/local";
import { handle, parseJsonBody } from "@/lib/errors";

/** Local billing mode's Confirm: starts the trial or plan without payment. 404 whenever Stripe is configured. */
export const POST = handle(async (request: Request) => {
  const session = await requireSession(request);
  const { plan } = await parseJsonBody(request, checkoutInput);
  await confirmLocalSubscription(session.user.id, plan);
  return Response.json({ confirmed: true });
});
