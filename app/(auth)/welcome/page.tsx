import type { Metadata } from "next";
import Link from "next/link";

import { ScrollToTopOnLoad } from "@/components/account/scroll-to-top-on-load";
import { ForgetPendingSignup, WelcomeSignIn } from "@/components/account/welcome-sign-in";
import { PlanChoice } from "@/components/billing/plan-choice";
import { Button } from "@/components/ui/button";
import { currentSession } from "@/lib/auth/server-session";
import { entitlementOf } from "@/lib/billing/entitlement-of";
import { isPaymentFailed } from "@/lib/billing/past-due";
import { isLocalBilling } from "@/lib/billing/stripe";
import { afterTrialPath, trialAvailable } from "@/lib/billing/trial";

export const metadata: Metadata = { title: "Welcome", robots: { index: false } };

/**
 * After the confirmation link. In the browser that signed up the user is still signed in, so the page goes straight
 * on: the plans, one step from the trial, or the generator when a plan is already running. The sign-in form is
 * only for a visitor without a session.
 */
export default async function WelcomePage() {
  const session = await currentSession().catch(() => null);
  return (
    <section className="grid gap-6">
      <ScrollToTopOnLoad />
      <div className="grid gap-2 text-center">
        <h1 className="text-2xl font-bold">Thanks for joining Hookline! Your email is confirmed.</h1>
        {session ? null : (
          <p className="text-muted-foreground">Sign in to start your free trial and write your first hook.</p>
        )}
      </div>
      {session ? (
        <SignedInNextStep
          userId={session.user.id}
          email={session.user.email}
          emailConfirmed={session.user.emailVerified}
        />
      ) : (
        <WelcomeSignIn />
      )}
      <Button asChild variant="outline">
        <Link href="/">Return to Home</Link>
      </Button>
    </section>
  );
}

/** Which account the next step is for: a browser can hold another account's session than the link confirmed. */
function SignedInAs({ email }: { email: string }) {
  return (
    <p className="text-center text-sm text-muted-foreground">
      Signed in as <span className="font-medium break-all text-foreground">{email}</span>
    </p>
  );
}

async function SignedInNextStep({
  userId,
  email,
  emailConfirmed,
}: {
  userId: string;
  email: string;
  emailConfirmed: boolean;
}) {
  const [entitlement, canTry] = await Promise.all([entitlementOf(userId), trialAvailable(userId)]);
  const next = entitlement.hasActiveSubscription
    ? { href: afterTrialPath, label: "Write your first copy" }
    : entitlement.plan && isPaymentFailed(entitlement.status)
      ? { href: "/profile", label: "Update your card in your profile" }
      : !emailConfirmed
        ? { href: "/dashboard", label: "Go to Dashboard" }
        : null;
  return (
    <div className="grid gap-3">
      <ForgetPendingSignup />
      <SignedInAs email={email} />
      {next ? (
        <Button asChild size="lg" className="min-h-11">
          <Link href={next.href}>{next.label}</Link>
        </Button>
      ) : (
        <>
          <h2 className="text-center font-semibold">
            {canTry ? "Choose a plan to start your free trial" : "Choose a plan to start writing"}
          </h2>
          <PlanChoice trialAvailable={canTry} localBilling={isLocalBilling()} />
        </>
      )}
    </div>
  );
}
