import "server-only";

import { cache } from "react";

import type { Entitlement } from "../billing/entitlement";
import {
  entitlementOf,
  entitlementOfRecord,
  type BillingRecord,
  type UserEntitlement,
} from "../billing/entitlement-of";
import { allowanceFor, type Allowance } from "./allowance";
import { readUsage, type UsageSnapshot } from "./reserve";

export type BillingOverview = {
  entitlement: Entitlement;
  usage: UsageSnapshot;
  isTrial: boolean;
  cancelAtPeriodEnd: boolean;
};

type AllowanceOf = { entitlement: Entitlement; cancelAtPeriodEnd: boolean; allowance: Allowance };

/** A user's entitlement and the usage row and limit their requests count against now. */
export async function allowanceOf(userId: string, now = new Date()): Promise<AllowanceOf> {
  return allowanceFrom(await entitlementOf(userId, now), now);
}

/** The same, from a billing record already read (with other things, in one statement). */
export async function allowanceOfRecord(userId: string, record: BillingRecord | null, now: Date): Promise<AllowanceOf> {
  return allowanceFrom(await entitlementOfRecord(userId, record, now), now);
}

function allowanceFrom(
  { trialGenerationLimit, cancelAtPeriodEnd, ...entitlement }: UserEntitlement,
  now: Date,
): AllowanceOf {
  return { entitlement, cancelAtPeriodEnd, allowance: allowanceFor(entitlement, trialGenerationLimit, now) };
}

/** A user's plan and this period's usage, as the dashboard, profile and GET /api/usage show them. */
export async function billingOverview(userId: string, now = new Date()): Promise<BillingOverview> {
  const { entitlement, cancelAtPeriodEnd, allowance } = await allowanceOf(userId, now);
  return { entitlement, usage: await readUsage(userId, allowance), isTrial: allowance.isTrial, cancelAtPeriodEnd };
}

/** The same, read once per request however many server components ask (the layout, the dashboard, the profile). */
export const billingOverviewOf = cache((userId: string) => billingOverview(userId));
