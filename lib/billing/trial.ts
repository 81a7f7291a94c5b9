import "server-only";
import type { PlanId } from "../config/plans";
import { getDb } from "../db";
import { env } from "../env";
import { startCheckout } from "./checkout";
import { isLive } from "./entitlement";
import { confirmLocalSubscription } from "./local";
import { isLocalBilling } from "./stripe";
import type { StartTrialAnswer } from "./trial-answer";

/** Where a trial started in one step lands: the screen that writes the first copy. */
export const afterTrialPath = "/generator";

const running = (): StartTrialAnswer => ({ url: `${env.APP_URL}${afterTrialPath}`, started: true });

async function hasLiveSubscription(userId: string): Promise<boolean> {
  const subscription = await getDb().subscription.findUnique({ where: { userId }, select: { status: true } });
  return subscription !== null && isLive(subscription.status);
}

/**
 * The plan choice's one step. In local billing mode a user who has not had the trial starts it here and now (there
 * is no card to ask for), through the same code as the test-mode page. With Stripe, and for a user whose trial was
 * used, it answers Checkout's address as the checkout does: the card is Stripe's step, and the trial starts when
 * Checkout completes. A plan already running (a second click, a retried request, another tab) answers as the first
 * call did, starting nothing more. An unconfirmed email is refused (403), as at checkout.
 */
export async function startTrial(userId: string, plan: PlanId): Promise<StartTrialAnswer> {
  if (await hasLiveSubscription(userId)) return running();
  if (isLocalBilling()) {
    const user = await getDb().user.findUniqueOrThrow({ where: { id: userId }, select: { trialUsed: true } });
    if (!user.trialUsed) {
      try {
        await confirmLocalSubscription(userId, plan);
      } catch (error) {
        // Two requests at once: the one that waited for the lock finds the trial the other started.
        if (await hasLiveSubscription(userId)) return running();
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
