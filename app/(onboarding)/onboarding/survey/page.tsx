import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { ConfirmEmailNotice } from "@/components/onboarding/confirm-email-notice";
import { SurveyForm } from "@/components/onboarding/survey-form";
import { currentSession } from "@/lib/auth/server-session";
import { checklistPath } from "@/lib/onboarding/guard";
import { surveyGoalOf } from "@/lib/onboarding/store";

export const metadata: Metadata = { title: "Quick setup" };

export default async function SurveyPage() {
  const session = await currentSession().catch(() => null);
  // Asked once: a user who answered it goes on to the checklist.
  if (session && (await surveyGoalOf(session.user.id).catch(() => null))) redirect(checklistPath);
  return (
    <section className="mx-auto grid w-full max-w-3xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Quick setup</h1>
        <p className="text-muted-foreground">Three questions, so Hookline starts where you are.</p>
      </header>
      {session && !session.user.emailVerified ? <ConfirmEmailNotice email={session.user.email} /> : null}
      <SurveyForm />
    </section>
  );
}
