import type { Metadata } from "next";

import { DemoTour } from "@/components/onboarding/demo-tour";
import { currentSession } from "@/lib/auth/server-session";
import { demoTemplateForGoal } from "@/lib/onboarding/goal";
import { surveyGoalOf } from "@/lib/onboarding/store";

export const metadata: Metadata = { title: "Guided demo" };

export default async function DemoPage() {
  const session = await currentSession().catch(() => null);
  const goal = session ? await surveyGoalOf(session.user.id).catch(() => null) : null;
  return (
    <section className="mx-auto grid w-full max-w-4xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Guided demo</h1>
        <p className="text-muted-foreground">
          Pick what you write most. Hookline shows you a finished sample for it; nothing is billed.
        </p>
      </header>
      <DemoTour initialCategory={goal ? demoTemplateForGoal(goal) : null} signedIn={session !== null} />
    </section>
  );
}
