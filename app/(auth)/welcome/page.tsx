import type { Metadata } from "next";
import Link from "next/link";
import { ForgetPendingSignup, WelcomeSignIn } from "@/components/account/welcome-sign-in";
import { ScrollToTopOnLoad } from "@/components/account/scroll-to-top-on-load";
import { PlanChoice } from "@/components/billing/plan-choice";
import { Button } from "@/components/ui/button";
import { currentSession } from "@/lib/auth/server-session";
import { entitlementOf } from "@/lib/billing/entitlement-of";
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
        {session ? null : <p className="text-muted-foreground">Sign in to start your free trial and write your first hook.</p>}
      </div>
      {session ? <SignedInNextStep userId={session.user.id} emailConfirmed={session.user.emailVerified} /> : <WelcomeSignIn />}
      <Button asChild variant="outline">
        <Link href="/">Return to Home</Link>
      </Button>
    </section>
  );
}

async function SignedInNextStep({ userId, emailConfirmed }: { userId: string; emailConfirmed: boolean }) {
  const [entitlement, canTry] = await Promise.all([entitlementOf(userId), trialAvailable(userId)]);
  if (entitlement.hasActiveSubscription || !emailConfirmed) {
    return (
      <>
        <ForgetPendingSignup />
        <Button asChild size="lg" className="min-h-11">
          <Link href={entitlement.hasActiveSubscription ? afterTrialPath : "/dashboard"}>{entitlement.hasActiveSubscription ? "Write your first copy" : "Go to Dashboard"}</Link>
        </Button>
      </>
    );
  }
  return (
    <div className="grid gap-3">
      <ForgetPendingSignup />
      <h2 className="text-center font-semibold">{canTry ? "Choose a plan to start your free trial" : "Choose a plan to start writing"}</h2>
      <PlanChoice trialAvailable={canTry} localBilling={isLocalBilling()} />
    </div>
  );
}
