// What the dashboard says the user has done: generations count as activity, not only saves, so it agrees with the
// usage meter and the checklist from the first copy on.
import type { OnboardingStatus } from "../onboarding/schema";

/** "Generated 1 copy in your trial", "Generated 12 copies this month", or null before the period's first copy. */
export function generationsLine(used: number, isTrial: boolean): string | null {
  if (used <= 0) return null;
  return `Generated ${used} ${used === 1 ? "copy" : "copies"} ${isTrial ? "in your trial" : "this month"}`;
}

/** Whether the user has ever generated copy: this period's count, or the first copy's checklist task (it outlasts the month). */
export function hasGenerated(status: OnboardingStatus | null, usedThisPeriod: number): boolean {
  return usedThisPeriod > 0 || status?.tasks.first_generate.status === "done";
}
