import "server-only";

import Stripe from "stripe";

import type { PlanId } from "../config/plans";
import { env, type Env } from "../env";
import { AppError } from "../errors";

// Hookline's one Stripe module: the client, and the mapping between plans and Stripe prices.
let client: Stripe | null | undefined;

/** The Stripe client, or null in local billing mode (no STRIPE_SECRET_KEY). */
export function stripeClient(): Stripe | null {
  if (client !== undefined) return client;
  if (!env.STRIPE_SECRET_KEY) return (client = null);
  const base = env.STRIPE_API_BASE_URL ? new URL(env.STRIPE_API_BASE_URL) : null;
  const protocol = base?.protocol === "http:" ? "http" : "https";
  client = new Stripe(env.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    appInfo: { name: "Hookline" },
    ...(base ? { host: base.hostname, port: Number(base.port) || (protocol === "http" ? 80 : 443), protocol } : {}),
  });
  return client;
}

/** Stripe answered that the object asked for does not exist. */
export function isStripeResourceMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing";
}

export function requireStripe(): Stripe {
  const stripe = stripeClient();
  if (!stripe) throw new AppError("not_found", "Stripe is not configured on this server.");
  return stripe;
}

type BillingEnv = Pick<Env, "STRIPE_SECRET_KEY" | "LOCAL_BILLING" | "NODE_ENV">;

/** No Stripe, and allowed: in development, or in production with LOCAL_BILLING=enabled. */
export function localBillingAllowed({ STRIPE_SECRET_KEY, LOCAL_BILLING, NODE_ENV }: BillingEnv): boolean {
  return (
    !STRIPE_SECRET_KEY && LOCAL_BILLING !== "disabled" && (NODE_ENV !== "production" || LOCAL_BILLING === "enabled")
  );
}

export const isLocalBilling = (): boolean => localBillingAllowed(env);

/** Price ids of local billing mode, where no Stripe account exists. */
const localPrices: Record<PlanId, string> = { essential: "price_local_essential", pro: "price_local_pro" };

export function priceIdFor(plan: PlanId): string {
  if (isLocalBilling()) return localPrices[plan];
  const price = plan === "essential" ? env.STRIPE_PRICE_ESSENTIAL : env.STRIPE_PRICE_PRO;
  if (!price)
    throw new AppError(
      "unavailable",
      `Billing is not set up for this plan yet (STRIPE_PRICE_${plan.toUpperCase()} is missing).`,
    );
  return price;
}

export function planForPrice(priceId: string): PlanId | null {
  for (const plan of ["essential", "pro"] as const) {
    if (localPrices[plan] === priceId) return plan;
    if ((plan === "essential" ? env.STRIPE_PRICE_ESSENTIAL : env.STRIPE_PRICE_PRO) === priceId) return plan;
  }
  return null;
}
