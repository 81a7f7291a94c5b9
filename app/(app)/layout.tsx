import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AppHeader } from "@/components/account/app-header";
import { SessionFollower } from "@/components/account/session-follower";
import { VerifyEmailBanner } from "@/components/account/verify-email-banner";
import { UpgradeDialog } from "@/components/billing/upgrade-dialog";
import { PendingDemo } from "@/components/onboarding/pending-demo";
import { requirePageSession } from "@/lib/auth/server-session";
import { billingOverviewOf } from "@/lib/billing/overview";
import { planLabel } from "@/lib/billing/plan-label";

export const metadata: Metadata = { robots: { index: false } };

// The signed-in product. proxy.ts turns cookie-less visits away; this layout verifies the session itself, so no
// protected HTML reaches a visitor whose cookie is expired or forged. Every screen but /profile needs a subscription:
// it still renders, and the upgrade dialog offers the plans.
export default async function AppLayout({ children }: { children: ReactNode }) {
  const { user } = await requirePageSession();
  const { entitlement, usage, isTrial } = await billingOverviewOf(user.id);
  const label = planLabel(entitlement);
  return (
    <>
      <AppHeader email={user.email} usage={{ used: usage.used, limit: usage.limit, isTrial, planLabel: label }} />
      {user.emailVerified ? null : <VerifyEmailBanner email={user.email} />}
      <main id="main" className="min-h-dvh">
        {children}
      </main>
      <UpgradeDialog currentPlan={label} subscribed={entitlement.hasActiveSubscription} />
      <SessionFollower />
      <PendingDemo />
    </>
  );
}
