import type Stripe from "stripe";

import { stripeClient } from "@/lib/billing/stripe";
import { processStripeEvent } from "@/lib/billing/webhook";
import { env } from "@/lib/env";
import { AppError, handle } from "@/lib/errors";
import { readBodyText } from "@/lib/input/read-body";

/**
 * Stripe's webhooks. The raw body is verified against STRIPE_WEBHOOK_SECRET before anything is read from it; a bad
 * or missing signature is a 400 and writes nothing. 404 in local billing mode.
 */
export const POST = handle(async (request: Request) => {
  const stripe = stripeClient();
  if (!stripe || !env.STRIPE_WEBHOOK_SECRET)
    throw new AppError("not_found", "Stripe webhooks are not enabled on this server.");
  const signature = request.headers.get("stripe-signature");
  if (!signature) throw new AppError("invalid_input", "Missing Stripe-Signature header.");
  const payload = await readBodyText(request);
  let event: Stripe.Event;
  try {
    event = await stripe.webhooks.constructEventAsync(payload, signature, env.STRIPE_WEBHOOK_SECRET);
  } catch {
    throw new AppError("invalid_input", "The Stripe signature does not match this payload.");
  }
  return Response.json({ received: true, result: await processStripeEvent(event) });
});
