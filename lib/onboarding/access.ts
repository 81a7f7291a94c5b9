import "server-only";
import { entitlementOf } from "../billing/entitlement-of";
import { getDb } from "../db";
import type { OnboardingAccess } from "./guard";

/** SPEC §4: a user with an active subscription, trial_used or a stored subscription id is barred from onboarding. */
export async function onboardingAccessOf(userId: string | null): Promise<OnboardingAccess> {
  if (!userId) return "visitor";
  try {
    const [entitlement, user] = await Promise.all([
      entitlementOf(userId),
      getDb().user.findUnique({ where: { id: userId }, select: { trialUsed: true, stripeSubscriptionId: true } }),
    ]);
    if (!user) return "visitor";
    return entitlement.hasActiveSubscription || user.trialUsed || user.stripeSubscriptionId ? "barred" : "allowed";
  } catch (error) {
    console.error("[onboarding] could not check access:", error);
    return "error";
  }
}
