import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { connection } from "next/server";

import { LocalConfirm } from "@/components/billing/local-confirm";
import { currentSession } from "@/lib/auth/server-session";
import { isLocalBilling } from "@/lib/billing/stripe";
import { plans, type PlanId } from "@/lib/config/plans";

export const metadata: Metadata = { title: "Confirm your plan (test mode)", robots: { index: false } };

type Props = { searchParams: Promise<{ plan?: string }> };

/** Local billing mode's checkout: no payment, a clear banner, and a Confirm button. 404 whenever Stripe is set up. */
export default async function LocalConfirmPage({ searchParams }: Props) {
  // Decided per request, by the running server's configuration, never at build time.
  await connection();
  if (!isLocalBilling()) notFound();
  const requested = (await searchParams).plan;
  const plan: PlanId = requested === "pro" ? "pro" : "essential";
  if (!(await currentSession())) redirect(`/?next=${encodeURIComponent(`/billing/local-confirm?plan=${plan}`)}`);
  return <LocalConfirm plan={plan} planName={plans[plan].name} />;
}
