import "server-only";

import { AppError } from "../errors";
import { onboardingFactsOf } from "./access";
import { lockedTaskMessage } from "./messages";
import type { OnboardingTask } from "./schema";
import { completeTask } from "./store";

/**
 * A task the user reports done (POST ?action=task-complete). The demo is open to anyone signed in; the four paid
 * tasks only once they are unlocked on the checklist (an active subscription and a verified email), so nobody
 * collects their credits without a plan. Doing the real thing completes them on the server anyway.
 */
export async function claimTask(user: { id: string; emailVerified: boolean }, task: OnboardingTask): Promise<boolean> {
  if (task !== "run_demo") {
    const { subscribed } = await onboardingFactsOf(user.id);
    if (!subscribed || !user.emailVerified) throw new AppError("forbidden", `${lockedTaskMessage}.`);
  }
  return completeTask(user.id, task);
}
