import type { Metadata } from "next";
import type { ReactNode } from "react";

import { SessionFollower } from "@/components/account/session-follower";
import { VerifyEmailBanner } from "@/components/account/verify-email-banner";
import { PaymentFailedBanner } from "@/components/billing/payment-failed-banner";
import { UpgradeDialog } from "@/components/billing/upgrade-dialog";
import { AppHeader } from "@/components/layout/app-header";
import { mainContentId, SkipLink } from "@/components/navigation/skip-link";
import { PendingDemo } from "@/components/onboarding/pending-demo";
import { OutageScreen } from "@/components/system/outage-screen";
import { requirePageSession } from "@/lib/auth/server-session";
import { paymentNoticeOf } from "@/lib/billing/past-due";
import { planLabel } from "@/lib/billing/plan-label";
import { isLocalBilling } from "@/lib/billing/stripe";
import { trialAvailable } from "@/lib/billing/trial";
import { DatabaseUnavailableError, rethrowAsOutage } from "@/lib/health/outage";
import { onboardingStatus } from "@/lib/onboarding/store";
import { checklistProgress } from "@/lib/onboarding/tasks";
import { billingOverviewOf } from "@/lib/usage/overview";

export const metadata: Metadata = { robots: { index: false } };

// The signed-in product. proxy.ts turns cookie-less visits away; this layout verifies the session itself, so no
// protected HTML reaches a visitor whose cookie is expired or forged. Every screen but /profile needs a subscription:
// it still renders, and the upgrade dialog offers the plans.
export default async function AppLayout({ children }: { children: ReactNode }) {
  const shell = await signedInShell().catch((error: unknown) => {
    // An outage answers with its own calm screen here, instead of an error for every signed-in page to log.
    if (error instanceof DatabaseUnavailableError) return null;
    throw error;
  });
  if (!shell) return <OutageScreen />;
  const { user, entitlement, usage, isTrial } = shell;
  const label = planLabel(entitlement, new Date());
  const paymentNotice = paymentNoticeOf(entitlement);
  const localBilling = isLocalBilling();
  return (
    <>
      <SkipLink />
      <AppHeader
        checklistOpen={shell.checklistOpen}
        email={user.email}
        usage={{ used: usage.used, limit: usage.limit, isTrial, planLabel: label, credits: usage.credits }}
      />
      {paymentNotice ? <PaymentFailedBanner notice={paymentNotice} localBilling={localBilling} /> : null}
      {user.emailVerified ? null : <VerifyEmailBanner email={user.email} />}
      <main id={mainContentId} tabIndex={-1} className="min-h-dvh">
        {children}
      </main>
      <UpgradeDialog
        currentPlan={label}
        subscribed={entitlement.hasActiveSubscription}
        emailConfirmed={user.emailVerified}
        inTrial={entitlement.status === "trialing"}
        paymentFailed={paymentNotice ? { plan: paymentNotice.plan, localBilling } : null}
        trialAvailable={shell.trialAvailable}
        localBilling={localBilling}
      />
      <SessionFollower />
      <PendingDemo />
    </>
  );
}

async function signedInShell() {
  const { user } = await requirePageSession();
  const [overview, canTry, onboarding] = await Promise.all([
    billingOverviewOf(user.id),
    trialAvailable(user.id),
    onboardingStatus(user.id),
  ]).catch(rethrowAsOutage);
  return { user, ...overview, trialAvailable: canTry, checklistOpen: checklistProgress(onboarding).next !== null };
}
