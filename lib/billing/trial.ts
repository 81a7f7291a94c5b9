import "server-only";

import type { PlanId } from "../config/plans";
import { getDb } from "../db";
import { env } from "../env";
import { startCheckout } from "./checkout";
import { entitlementOf } from "./entitlement-of";
import { confirmLocalSubscription } from "./local";
import type { StartTrialAnswer } from "./schema";
import { isLocalBilling } from "./stripe";

/** Where a trial started in one step lands: the screen that writes the first copy. */
export const afterTrialPath = "/generator";

const running = (): StartTrialAnswer => ({ url: `${env.APP_URL}${afterTrialPath}`, started: true });

/** Access as every screen decides it: a trial past its end, or a paused plan, is not running however Stripe's news lags. */
async function hasRunningPlan(userId: string): Promise<boolean> {
  return (await entitlementOf(userId)).hasActiveSubscription;
}

/**
 * The plan choice's one step. In local billing mode a user who has not had the trial starts it here and now (there
 * is no card to ask for), through the same code as the test-mode page. With Stripe, and for a user whose trial was
 * used, it answers Checkout's address as the checkout does: the card is Stripe's step, and the trial starts when
 * Checkout completes. A plan already running (a second click, a retried request, another tab) answers as the first
 * call did, starting nothing more. Anything else is the checkout's to answer: a trial whose end has passed goes to
 * the upgrade, a paused plan is a conflict (409), an unconfirmed email is refused (403).
 */
export async function startTrial(userId: string, plan: PlanId): Promise<StartTrialAnswer> {
  if (await hasRunningPlan(userId)) return running();
  if (isLocalBilling()) {
    const user = await getDb().user.findUniqueOrThrow({ where: { id: userId }, select: { trialUsed: true } });
    if (!user.trialUsed) {
      try {
        await confirmLocalSubscription(userId, plan);
      } catch (error) {
        // Two requests at once: the one that waited for the lock finds the trial the other started.
        if (await hasRunningPlan(userId)) return running();
        throw error;
      }
      return running();
    }
  }
  return { ...(await startCheckout(userId, plan)), started: false };
}

/** Whether the user can still start the free trial (each account has one). */
export async function trialAvailable(userId: string): Promise<boolean> {
  const user = await getDb().user.findUnique({ where: { id: userId }, select: { trialUsed: true } });
  return user !== null && !user.trialUsed;
}
