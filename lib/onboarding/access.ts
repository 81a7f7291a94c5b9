import "server-only";

import { cache } from "react";

import { entitlementOf } from "../billing/entitlement-of";
import { getDb } from "../db";
import { logger } from "../log/logger";
import type { OnboardingAccess } from "./guard";

export type OnboardingFacts = { access: OnboardingAccess; subscribed: boolean };

/**
 * A user with an active subscription, trial_used or a stored subscription id is barred from onboarding.
 * Read once per request: the onboarding layout and the checklist both ask.
 */
export const onboardingFactsOf = cache(async (userId: string | null): Promise<OnboardingFacts> => {
  if (!userId) return { access: "visitor", subscribed: false };
  try {
    const [entitlement, user] = await Promise.all([
      entitlementOf(userId),
      getDb().user.findUnique({ where: { id: userId }, select: { trialUsed: true, stripeSubscriptionId: true } }),
    ]);
    if (!user) return { access: "visitor", subscribed: false };
    const subscribed = entitlement.hasActiveSubscription;
    return { access: subscribed || user.trialUsed || user.stripeSubscriptionId ? "barred" : "allowed", subscribed };
  } catch (error) {
    logger.error({ err: error }, "onboarding: could not check access");
    return { access: "error", subscribed: false };
  }
});
