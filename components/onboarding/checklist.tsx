"use client";

import { Check, Lock } from "lucide-react";
import Link from "next/link";
import { useEffect, useId } from "react";
import { Button } from "@/components/ui/button";
import { onboarding } from "@/lib/config/thresholds";
import { onboardingTasks, type OnboardingStatus, type OnboardingTask } from "@/lib/onboarding/schema";
import { flushPendingDemo, useOnboardingStatus } from "./onboarding-status";

const tasks: Record<OnboardingTask, { label: string; href: string }> = {
  run_demo: { label: "Run the guided demo", href: "/onboarding/demo" },
  first_generate: { label: "Write your first copy", href: "/generator" },
  save_voice: { label: "Save a brand voice", href: "/presets-settings" },
  plan: { label: "Plan 4 weeks of content", href: "/hook-generator#content-plan" },
  hooks: { label: "Write 10 hooks", href: "/hook-generator" },
};

const lockedTooltip = "Start the 3‑day trial and verify your email to unlock";

function LockedTask({ label }: { label: string }) {
  const tip = useId();
  return (
    <span className="group relative inline-flex">
      <Button type="button" size="sm" variant="outline" aria-disabled="true" aria-describedby={tip} onClick={(event) => event.preventDefault()}>
        <Lock aria-hidden="true" />
        {label}
      </Button>
      <span id={tip} role="tooltip" className="pointer-events-none absolute bottom-full left-0 z-10 mb-2 hidden w-64 rounded-md bg-foreground px-3 py-2 text-xs text-background group-focus-within:block group-hover:block">
        {lockedTooltip}
      </span>
    </span>
  );
}

/**
 * SPEC §2 "Onboarding checklist": the share of the 5 tasks done, the credits, and each task worth +1 credit. All but
 * the demo wait for an active subscription and a verified email.
 */
export function Checklist({ initial, unlocked, signedIn }: { initial: OnboardingStatus | null; unlocked: boolean; signedIn: boolean }) {
  const status = useOnboardingStatus(initial);
  useEffect(() => {
    if (signedIn) void flushPendingDemo();
  }, [signedIn]);

  const done = onboardingTasks.filter((task) => status?.tasks[task].status === "done").length;
  const percent = Math.round((done / onboarding.tasks) * 100);
  const credits = status?.credits ?? 0;

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
        <div role="progressbar" aria-label="Onboarding progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-2 overflow-hidden rounded-full bg-muted">
          <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <ol className="grid gap-3">
        {onboardingTasks.map((task) => {
          const isDone = status?.tasks[task].status === "done";
          const locked = task !== "run_demo" && !unlocked;
          return (
            <li key={task} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border p-4" data-testid={`task-${task}`} data-status={isDone ? "done" : "todo"}>
              <div className="flex items-center gap-3">
                <span className={isDone ? "grid size-6 place-items-center rounded-full bg-primary text-primary-foreground" : "size-6 rounded-full border"} aria-hidden="true">
                  {isDone ? <Check className="size-4" /> : null}
                </span>
                <span className="font-medium">{tasks[task].label}</span>
                <span className="text-sm text-muted-foreground">+{onboarding.creditsPerTask} credit</span>
                {isDone ? <span className="sr-only">(done)</span> : null}
              </div>
              {isDone ? null : locked ? (
                <LockedTask label="Locked" />
              ) : (
                <Button asChild size="sm" variant="outline">
                  <Link href={tasks[task].href}>Start</Link>
                </Button>
              )}
            </li>
          );
        })}
      </ol>
      {unlocked ? null : (
        <Button asChild size="lg" className="justify-self-start">
          <Link href="/dashboard">Start 3-day trial</Link>
        </Button>
      )}
    </div>
  );
}
