import { z } from "zod";

import { requireSession } from "@/lib/auth/session";
import { syncCheckoutSession } from "@/lib/billing/checkout";
import { isLocalBilling } from "@/lib/billing/stripe";
import { handle, parseJsonBody } from "@/lib/errors";

const syncInput = z.object({ sessionId: z.string().regex(/^cs_[\w]+$/, "Not a Checkout Session id.") });

/** /payment-success applies its Checkout Session's subscription at once instead of waiting for the webhook. */
export const POST = handle(async (request: Request) => {
  const session = await requireSession(request);
  if (isLocalBilling()) return Response.json({ synced: false });
  const { sessionId } = await parseJsonBody(request, syncInput);
  return Response.json({ synced: await syncCheckoutSession(sessionId, session.user.id) });
});
