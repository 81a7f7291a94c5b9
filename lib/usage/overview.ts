import "server-only";

import { cache } from "react";

import type { Entitlement } from "../billing/entitlement";
import { entitlementOfRecord, type BillingRecord } from "../billing/entitlement-of";
import { trial } from "../config/plans";
import { getDb } from "../db";
import { allowanceFor, usageMonth, type Allowance } from "./allowance";
import { readUsage, type UsageSnapshot } from "./reserve";

export type BillingOverview = {
  entitlement: Entitlement;
  usage: UsageSnapshot;
  isTrial: boolean;
  cancelAtPeriodEnd: boolean;
};

/** A user's entitlement and the usage row and limit their requests count against now, from their billing record. */
export async function allowanceOfRecord(
  userId: string,
  record: BillingRecord | null,
  now: Date,
): Promise<{ entitlement: Entitlement; cancelAtPeriodEnd: boolean; allowance: Allowance }> {
  const { trialGenerationLimit, cancelAtPeriodEnd, ...entitlement } = await entitlementOfRecord(userId, record, now);
  return { entitlement, cancelAtPeriodEnd, allowance: allowanceFor(entitlement, trialGenerationLimit, now) };
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * A user's plan and this period's usage, as the dashboard, profile and GET /api/usage show them, read in one
 * statement: the user, the subscription and the usage rows of the months the period can draw from (this month, and
 * the month a trial running now began in). A row outside them (a trial that ends more than the trial's length from
 * now) is read on its own.
 */
export async function billingOverview(userId: string, now = new Date()): Promise<BillingOverview> {
  const months = [usageMonth(now), usageMonth(new Date(now.getTime() - trial.days * dayMs))];
  const user = await getDb().user.findUnique({
    where: { id: userId },
    select: {
      trialGenerationLimit: true,
      bonusCredits: true,
      subscription: true,
      usage: { where: { month: { in: months } }, select: { month: true, generationsCount: true, isTrial: true } },
    },
  });
  const { entitlement, cancelAtPeriodEnd, allowance } = await allowanceOfRecord(userId, user, now);
  const row = user?.usage.find((candidate) => candidate.month === allowance.month);
  const usage = months.includes(allowance.month)
    ? {
        // As readUsage counts it: a trial's row read by a paid period of the same month starts from zero.
        used: row ? (row.isTrial && !allowance.isTrial ? 0 : row.generationsCount) : 0,
        limit: allowance.limit,
        credits: user?.bonusCredits ?? 0,
        month: allowance.month,
      }
    : await readUsage(userId, allowance);
  return { entitlement, usage, isTrial: allowance.isTrial, cancelAtPeriodEnd };
}

/** The same, read once per request however many server components ask (the layout, the dashboard, the profile). */
export const billingOverviewOf = cache((userId: string) => billingOverview(userId));
