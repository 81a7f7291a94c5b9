// The checklist's five tasks as the screens show them, and how far a user has come.
import { planning } from "../config/generation/requests";
import { onboarding } from "../config/plans";
import { onboardingTasks, type OnboardingStatus, type OnboardingTask } from "./schema";

export const onboardingTaskLinks: Record<OnboardingTask, { label: string; href: string }> = {
  // With the demo flag, so a subscriber (whom the guard otherwise sends to the dashboard) can run it too.
  run_demo: { label: "Run the guided demo", href: "/onboarding/demo?demo=1" },
  first_generate: { label: "Write your first copy", href: "/generator" },
  save_voice: { label: "Save a brand voice", href: "/presets-settings" },
  plan: { label: `Plan ${planning.planWeeks} weeks of content`, href: "/hook-generator#content-plan" },
  hooks: { label: `Write ${planning.hooksPerRequest} hooks`, href: "/hook-generator" },
};

export type ChecklistProgress = { done: number; percent: number; credits: number; next: OnboardingTask | null };

/**
 * Tasks done, the share of all of them, the credits earned and the first task still to do (null once all are). The
 * credits are what the tasks earned, not the balance: a generation past the plan's limit spends them. A visitor
 * (`account: false`) earns none until there is an account to hold them.
 */
export function checklistProgress(
  status: OnboardingStatus | null,
  { account = true }: { account?: boolean } = {},
): ChecklistProgress {
  const done = onboardingTasks.filter((task) => status?.tasks[task].status === "done").length;
  return {
    done,
    percent: Math.round((done / onboarding.tasks) * 100),
    credits: account ? done * onboarding.creditsPerTask : 0,
    next: onboardingTasks.find((task) => status?.tasks[task].status !== "done") ?? null,
  };
}
