import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { connection } from "next/server";

import { UpgradeConfirm } from "@/components/billing/upgrade-confirm";
import { currentSession } from "@/lib/auth/server-session";
import { entitlementOf } from "@/lib/billing/entitlement-of";
import { returnParam, returnPathOf } from "@/lib/billing/return-path";
import { isLocalBilling } from "@/lib/billing/stripe";
import { upgradeQuote } from "@/lib/billing/upgrade";
import { plans, type PlanId } from "@/lib/config/plans";

export const metadata: Metadata = { title: "Upgrade your plan", robots: { index: false } };

type Props = { searchParams: Promise<{ plan?: string; [returnParam]?: string }> };

/** Ending a running trial for a paid plan: what changes, then one confirmation. Anyone not in a trial goes to the profile. */
export default async function UpgradePage({ searchParams }: Props) {
  await connection();
  const query = await searchParams;
  const plan: PlanId = query.plan === "pro" ? "pro" : "essential";
  const returnTo = returnPathOf(query[returnParam]);
  const session = await currentSession();
  if (!session) redirect(`/?next=${encodeURIComponent(`/billing/upgrade?plan=${plan}`)}`);
  const entitlement = await entitlementOf(session.user.id);
  if (entitlement.status !== "trialing" || !entitlement.hasActiveSubscription || !entitlement.plan)
    redirect("/profile");
  return (
    <UpgradeConfirm
      quote={upgradeQuote(plan)}
      trialPlanName={plans[entitlement.plan].name}
      localBilling={isLocalBilling()}
      returnTo={returnTo}
    />
  );
}
