"use client";

import { Check } from "lucide-react";
import Link from "next/link";
import { useEffect } from "react";

import { openAuthDialog } from "@/components/auth/auth-dialog-store";
import { flushPendingDemo, hasPendingDemo, useOnboardingStatus } from "@/components/progress/onboarding-status";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/components/ui/use-hydrated";
import { rememberPath } from "@/lib/auth/next-path";
import { onboarding } from "@/lib/config/plans";
import { checklistPath } from "@/lib/onboarding/guard";
import { lockedTaskMessage } from "@/lib/onboarding/messages";
import { onboardingTasks, type OnboardingStatus } from "@/lib/onboarding/schema";
import { checklistProgress, onboardingTaskLinks } from "@/lib/onboarding/tasks";
import type { TrialStep } from "@/lib/onboarding/trial-step";

import { LockedButton } from "./locked-button";
import { TrialStepButton } from "./trial-step-button";

const tasks = onboardingTaskLinks;

/**
 * The onboarding checklist: the share of the 5 tasks done, the credits, and each task worth +1 credit. All but
 * the demo wait for an active subscription and a verified email.
 */
export function Checklist({
  initial,
  unlocked,
  signedIn,
  trialStep,
  email,
}: {
  initial: OnboardingStatus | null;
  unlocked: boolean;
  signedIn: boolean;
  trialStep: TrialStep;
  email: string | null;
}) {
  const stored = useOnboardingStatus(initial);
  // A visitor on the demo has no account yet: their finished demo lives in this browser until they sign up.
  const hydrated = useHydrated();
  const visitorDemoDone = !signedIn && hydrated && hasPendingDemo();
  useEffect(() => {
    if (signedIn) void flushPendingDemo();
  }, [signedIn]);
  const status = signedIn ? stored : visitorStatus(visitorDemoDone);

  const { percent, credits } = checklistProgress(status, { account: signedIn });

  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <div className="flex items-baseline justify-between gap-4">
          <p className="text-lg font-semibold" data-testid="checklist-progress">
            {percent}% done
          </p>
          <p className="text-sm text-muted-foreground" data-testid="checklist-credits">
            {credits} {credits === 1 ? "credit" : "credits"} earned
          </p>
        </div>
        <div
          role="progressbar"
          aria-label="Onboarding progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <ol className="grid gap-3">
        {onboardingTasks.map((task) => {
          const isDone = status?.tasks[task].status === "done";
          const locked = task !== "run_demo" && !unlocked;
          return (
            <li
              key={task}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border p-4"
              data-testid={`task-${task}`}
              data-status={isDone ? "done" : "todo"}
            >
              <div className="flex items-center gap-3">
                <span
                  className={
                    isDone
                      ? "grid size-6 place-items-center rounded-full bg-primary text-primary-foreground"
                      : "size-6 rounded-full border"
                  }
                  aria-hidden="true"
                >
                  {isDone ? <Check className="size-4" /> : null}
                </span>
                <span className="font-medium">{tasks[task].label}</span>
                <span className="text-sm text-muted-foreground">+{onboarding.creditsPerTask} credit</span>
                {isDone ? <span className="sr-only">(done)</span> : null}
              </div>
              {isDone ? null : locked ? (
                <LockedButton label="Locked" tooltip={lockedTaskMessage} context={tasks[task].label} />
              ) : (
                <Button asChild size="sm" variant="outline">
                  <Link href={tasks[task].href}>
                    Start<span className="sr-only">: {tasks[task].label}</span>
                  </Link>
                </Button>
              )}
            </li>
          );
        })}
      </ol>
      {signedIn ? null : (
        <div className="grid justify-items-start gap-3 rounded-xl border bg-muted/40 p-4" data-testid="visitor-credit">
          <p className="text-sm">
            {visitorDemoDone
              ? "Your demo credit is waiting. Create your free account to collect it."
              : "Create your free account to collect the credits you earn here."}
          </p>
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              rememberPath(checklistPath);
              openAuthDialog("sign-up");
            }}
          >
            Create account
          </Button>
        </div>
      )}
      {trialStep === "none" ? null : <TrialStepButton step={trialStep} email={email} />}
    </div>
  );
}

/** What a visitor has done so far: at most the demo, and no credits until there is an account to hold them. */
function visitorStatus(demoDone: boolean): OnboardingStatus {
  const tasks = Object.fromEntries(
    onboardingTasks.map((task) => [task, { status: task === "run_demo" && demoDone ? "done" : "todo" }]),
  ) as OnboardingStatus["tasks"];
  return { credits: 0, tasks };
}
