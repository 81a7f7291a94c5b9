import "server-only";
import { getDb } from "../db";
import { entitlementFrom, type Entitlement } from "./entitlement";

/** The entitlement of a user, from the subscription row the billing code keeps up to date. */
export async function entitlementOf(userId: string, now = new Date()): Promise<Entitlement & { trialGenerationLimit: number | null; cancelAtPeriodEnd: boolean }> {
  const user = await getDb().user.findUnique({ where: { id: userId }, select: { trialGenerationLimit: true, subscription: true } });
  const subscription = user?.subscription ?? null;
  return { ...entitlementFrom(subscription, now), trialGenerationLimit: user?.trialGenerationLimit ?? null, cancelAtPeriodEnd: subscription?.cancelAtPeriodEnd ?? false };
}
