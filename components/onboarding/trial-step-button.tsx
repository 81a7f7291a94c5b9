"use client";

import Link from "next/link";
import { useState } from "react";

import { openAuthDialog } from "@/components/auth/auth-dialog-store";
import { usePrimaryPlan } from "@/components/billing/plan-choice";
import { useStartTrial } from "@/components/billing/use-start-trial";
import { Button } from "@/components/ui/button";
import { authClient, authErrorMessage } from "@/lib/auth/client";
import { rememberPath } from "@/lib/auth/next-path";
import { plans, trial } from "@/lib/config/plans";
import { checklistPath } from "@/lib/onboarding/guard";
import type { TrialStep } from "@/lib/onboarding/trial-step";

const label = `Start ${trial.days}-day trial`;

/**
 * The checklist's "Start 3-day trial": it starts the trial (the plan picked on the pricing section, else the
 * featured one), or says what stands before it and does that step: an account, or a confirmed email (it resends
 * the link), or, once the trial was used, a plan.
 */
export function TrialStepButton({ step, email }: { step: Exclude<TrialStep, "none">; email: string | null }) {
  const { starting, start } = useStartTrial();
  const plan = plans[usePrimaryPlan()];
  const [note, setNote] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  if (step === "choose-plan") {
    return (
      <div className="grid justify-items-start gap-2">
        <p className="text-sm text-muted-foreground">Your free trial has been used. A plan unlocks every step.</p>
        <Button asChild size="lg" className="min-h-11">
          <Link href="/billing/upgrade">Choose a plan</Link>
        </Button>
      </div>
    );
  }

  const resend = async () => {
    if (!email) return;
    setSending(true);
    const { error } = await authClient.sendVerificationEmail({ email });
    setSending(false);
    setNote(
      error
        ? authErrorMessage(error)
        : `Confirm your email first: we sent a new link to ${email}. Open it in this browser and your trial is one step away.`,
    );
  };

  return (
    <div className="grid justify-items-start gap-2">
      <Button
        size="lg"
        className="min-h-11"
        disabled={starting !== null || sending}
        aria-busy={starting !== null || sending || undefined}
        aria-describedby="trial-step-note"
        onClick={() => {
          if (step === "sign-up") {
            rememberPath(checklistPath);
            openAuthDialog("sign-up");
          } else if (step === "confirm-email") void resend();
          else void start(plan.id);
        }}
      >
        {starting ? "Starting..." : sending ? "Sending..." : label}
      </Button>
      <p id="trial-step-note" aria-live="polite" className="text-sm text-muted-foreground">
        {note ??
          (step === "start"
            ? `Starts the ${plan.name} trial: ${trial.days} days and ${trial.generations} generations free.`
            : step === "confirm-email"
              ? "Confirm your email first: the trial and every step wait for it."
              : "Create your free account first.")}
      </p>
    </div>
  );
}
