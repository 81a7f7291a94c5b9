import { randomUUID } from "node:crypto";

import { getDb } from "@/lib/db";

import { signedInUser } from "./auth-requests";

const days = (count: number) => new Date(Date.now() + count * 24 * 60 * 60 * 1000);

/** Gives the user an Essential subscription in `status`, ending at `end` (the trial's end too while trialing). */
async function subscribe(userId: string, status: "trialing" | "active", end: Date) {
  await getDb().subscription.create({
    data: {
      userId,
      stripeSubscriptionId: `sub_${randomUUID()}`,
      stripeCustomerId: `cus_${randomUUID()}`,
      status,
      plan: "essential",
      priceId: "price_essential",
      ...(status === "trialing" ? { trialEnd: end } : {}),
      currentPeriodEnd: end,
    },
  });
}

/** Records `used` units already spent this month against `planLimit`. */
async function spend(userId: string, used: number, planLimit: number, isTrial: boolean) {
  if (used === 0) return;
  await getDb().usageTracking.create({
    data: { userId, month: new Date().toISOString().slice(0, 7), generationsCount: used, planLimit, isTrial },
  });
}

/**
 * A signed-in user in the Essential trial (10 generations), `used` of them already spent. `confirmed: false` makes
 * one whose email is still unconfirmed, as accounts subscribed before checkout asked for a confirmed email can be.
 */
export async function trialSubscriber(label: string, used = 0, { confirmed = true }: { confirmed?: boolean } = {}) {
  const user = await signedInUser(label, { confirmed });
  await subscribe(user.id, "trialing", days(3));
  await getDb().user.update({ where: { id: user.id }, data: { trialGenerationLimit: 10 } });
  await spend(user.id, used, 10, true);
  return user;
}

/** A signed-in user on an active paid plan (Essential: its monthly generations), `used` of them already spent. */
export async function paidSubscriber(label: string, used = 0) {
  const user = await signedInUser(label, { confirmed: true });
  await subscribe(user.id, "active", days(20));
  await spend(user.id, used, 200, false);
  return user;
}

export async function unitsUsed(userId: string): Promise<number> {
  const rows = await getDb().usageTracking.findMany({ where: { userId } });
  return rows.reduce((sum, row) => sum + row.generationsCount, 0);
}
