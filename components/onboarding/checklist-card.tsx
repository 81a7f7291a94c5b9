import Link from "next/link";

import { checklistLinkPath } from "@/lib/onboarding/guard";
import type { OnboardingStatus } from "@/lib/onboarding/schema";
import { checklistProgress, onboardingTaskLinks } from "@/lib/onboarding/tasks";

/** The getting-started checklist, findable from the dashboard until all five tasks are done. */
export function ChecklistCard({ status }: { status: OnboardingStatus }) {
  const { percent, credits, next } = checklistProgress(status);
  if (!next) return null;
  return (
    <section
      aria-labelledby="checklist-heading"
      className="grid gap-3 rounded-lg border p-6"
      data-testid="checklist-card"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="checklist-heading" className="text-lg font-semibold">
          Getting started
        </h2>
        <p className="text-sm text-muted-foreground">
          {credits} {credits === 1 ? "credit" : "credits"} earned
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Getting started progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm">
        {percent}% done. Next:{" "}
        <Link href={onboardingTaskLinks[next].href} className="font-medium underline underline-offset-4">
          {onboardingTaskLinks[next].label}
        </Link>
      </p>
      <Link
        href={checklistLinkPath}
        className="inline-flex min-h-6 items-center text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        Open the checklist
      </Link>
    </section>
  );
}
