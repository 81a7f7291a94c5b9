import "server-only";

import { cache } from "react";

import type { Entitlement } from "../billing/entitlement";
import { entitlementOf } from "../billing/entitlement-of";
import { allowanceFor, type Allowance } from "./allowance";
import { readUsage, type UsageSnapshot } from "./reserve";

export type BillingOverview = {
  entitlement: Entitlement;
  usage: UsageSnapshot;
  isTrial: boolean;
  cancelAtPeriodEnd: boolean;
};

/** A user's entitlement and the usage row and limit their requests count against now. */
export async function allowanceOf(
  userId: string,
  now = new Date(),
): Promise<{ entitlement: Entitlement; cancelAtPeriodEnd: boolean; allowance: Allowance }> {
  const { trialGenerationLimit, cancelAtPeriodEnd, ...entitlement } = await entitlementOf(userId, now);
  return { entitlement, cancelAtPeriodEnd, allowance: allowanceFor(entitlement, trialGenerationLimit, now) };
}

/** A user's plan and this period's usage, as the dashboard, profile and GET /api/usage show them. */
export async function billingOverview(userId: string, now = new Date()): Promise<BillingOverview> {
  const { entitlement, cancelAtPeriodEnd, allowance } = await allowanceOf(userId, now);
  return { entitlement, usage: await readUsage(userId, allowance), isTrial: allowance.isTrial, cancelAtPeriodEnd };
}

/** The same, read once per request however many server components ask (the layout, the dashboard, the profile). */
export const billingOverviewOf = cache((userId: string) => billingOverview(userId));
