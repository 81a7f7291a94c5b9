import { randomUUID } from "node:crypto";

import { getDb } from "@/lib/db";

import { signedInUser } from "./auth-requests";

/**
 * A signed-in user in the Essential trial (10 generations), `used` of them already spent. `confirmed: false` makes
 * one whose email is still unconfirmed, as accounts subscribed before checkout asked for a confirmed email can be.
 */
export async function trialSubscriber(label: string, used = 0, { confirmed = true }: { confirmed?: boolean } = {}) {
  const user = await signedInUser(label, { confirmed });
  const end = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
  await getDb().subscription.create({
    data: {
      userId: user.id,
      stripeSubscriptionId: `sub_${randomUUID()}`,
      stripeCustomerId: `cus_${randomUUID()}`,
      status: "trialing",
      plan: "essential",
      priceId: "price_essential",
      trialEnd: end,
      currentPeriodEnd: end,
    },
  });
  await getDb().user.update({ where: { id: user.id }, data: { trialGenerationLimit: 10 } });
  if (used > 0)
    await getDb().usageTracking.create({
      data: {
        userId: user.id,
        month: new Date().toISOString().slice(0, 7),
        generationsCount: used,
        planLimit: 10,
        isTrial: true,
      },
    });
  return user;
}

export async function unitsUsed(userId: string): Promise<number> {
  const rows = await getDb().usageTracking.findMany({ where: { userId } });
  return rows.reduce((sum, row) => sum + row.generationsCount, 0);
}

/** A signed-in user on an active paid plan (Essential: its monthly generations), `used` of them already spent. */
export async function paidSubscriber(label: string, used = 0) {
  const user = await signedInUser(label, { confirmed: true });
  const end = new Date(Date.now() + 20 * 24 * 60 * 60 * 1000);
  await getDb().subscription.create({
    data: {
      userId: user.id,
      stripeSubscriptionId: `sub_${randomUUID()}`,
      stripeCustomerId: `cus_${randomUUID()}`,
      status: "active",
      plan: "essential",
      priceId: "price_essential",
      currentPeriodEnd: end,
    },
  });
  if (used > 0)
    await getDb().usageTracking.create({
      data: {
        userId: user.id,
        month: new Date().toISOString().slice(0, 7),
        generationsCount: used,
        planLimit: 200,
        isTrial: false,
      },
    });
  return user;
}
