import type { Metadata } from "next";

import { Checklist } from "@/components/onboarding/checklist";
import { ConfirmEmailNotice } from "@/components/onboarding/confirm-email-notice";
import { QuickSetupPrompt } from "@/components/onboarding/quick-setup-prompt";
import { currentSession } from "@/lib/auth/server-session";
import { trialAvailable } from "@/lib/billing/trial";
import { onboarding } from "@/lib/config/plans";
import { countInWords } from "@/lib/format";
import { onboardingFactsOf } from "@/lib/onboarding/access";
import { onboardingStatus, surveyGoalOf } from "@/lib/onboarding/store";
import { trialStepOf } from "@/lib/onboarding/trial-step";

export const metadata: Metadata = { title: "Get started" };

export default async function ChecklistPage() {
  const session = await currentSession().catch(() => null);
  const userId = session?.user.id ?? null;
  const [status, facts, canTry, surveyGoal] = await Promise.all([
    userId ? onboardingStatus(userId) : null,
    onboardingFactsOf(userId),
    userId ? trialAvailable(userId) : false,
    userId ? surveyGoalOf(userId).catch(() => null) : null,
  ]);
  const emailVerified = Boolean(session?.user.emailVerified);
  const unlocked = facts.subscribed && emailVerified;
  const trialStep = trialStepOf({
    signedIn: Boolean(userId),
    emailVerified,
    subscribed: facts.subscribed,
    trialAvailable: canTry,
  });
  return (
    <section className="mx-auto grid w-full max-w-3xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Get started with Hookline</h1>
        <p className="text-muted-foreground">
          {countInWords(onboarding.tasks, { capital: true })} steps, each worth a bonus credit. Credits are used once
          your monthly generations run out.
        </p>
      </header>
      {session && !session.user.emailVerified ? <ConfirmEmailNotice email={session.user.email} /> : null}
      {userId && !surveyGoal ? <QuickSetupPrompt /> : null}
      <Checklist
        initial={status}
        unlocked={unlocked}
        signedIn={Boolean(userId)}
        trialStep={trialStep}
        email={session?.user.email ?? null}
      />
    </section>
  );
}
