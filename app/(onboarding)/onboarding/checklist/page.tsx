import type { Metadata } from "next";

import { Checklist } from "@/components/onboarding/checklist";
import { ConfirmEmailNotice } from "@/components/onboarding/confirm-email-notice";
import { currentSession } from "@/lib/auth/server-session";
import { onboarding } from "@/lib/config/plans";
import { countInWords } from "@/lib/format";
import { onboardingFactsOf } from "@/lib/onboarding/access";
import { onboardingStatus } from "@/lib/onboarding/store";

export const metadata: Metadata = { title: "Get started" };

export default async function ChecklistPage() {
  const session = await currentSession().catch(() => null);
  const userId = session?.user.id ?? null;
  const [status, facts] = await Promise.all([userId ? onboardingStatus(userId) : null, onboardingFactsOf(userId)]);
  const unlocked = facts.subscribed && Boolean(session?.user.emailVerified);
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
      <Checklist initial={status} unlocked={unlocked} signedIn={Boolean(userId)} />
    </section>
  );
}
