import Link from "next/link";

import { Button } from "@/components/ui/button";
import { paymentNoticeOf } from "@/lib/billing/past-due";
import { planLabel, trialTimeLeft, usageLine } from "@/lib/billing/plan-label";
import { dateTime, longDate } from "@/lib/format";
import type { BillingOverview } from "@/lib/usage/overview";

/** Plan, status, renewal or end date, trial days left and this period's usage. */
export function PlanSummary({ overview, now = new Date() }: { overview: BillingOverview; now?: Date }) {
  const { entitlement, usage, isTrial } = overview;
  const label = planLabel(entitlement, now);
  const ends = overview.cancelAtPeriodEnd;
  const paymentNotice = paymentNoticeOf(entitlement);
  return (
    <dl className="grid grid-cols-[9rem_1fr] gap-2 text-sm" data-testid="plan-summary">
      <dt className="text-muted-foreground">Plan</dt>
      <dd className="font-medium">{label}</dd>
      {paymentNotice ? (
        // No renewal date: the period's payment is what failed.
        <>
          <dt className="text-muted-foreground">Status</dt>
          <dd>
            {paymentNotice.accessUntil
              ? `Payment failed: access until ${dateTime.format(paymentNotice.accessUntil)}`
              : "Payment failed: paused until the payment goes through"}
          </dd>
        </>
      ) : entitlement.hasActiveSubscription ? (
        <>
          <dt className="text-muted-foreground">Status</dt>
          <dd>
            {entitlement.status === "trialing"
              ? ends
                ? "Free trial, cancelled: ends with the trial"
                : "Free trial"
              : ends
                ? "Cancelled: ends with the period"
                : "Active"}
          </dd>
          {entitlement.status === "trialing" && entitlement.trialEnd ? (
            <>
              <dt className="text-muted-foreground">Trial</dt>
              <dd>{trialEndLine(entitlement.trialEnd, now)}</dd>
            </>
          ) : entitlement.periodEnd ? (
            <>
              <dt className="text-muted-foreground">{ends ? "Access until" : "Renews on"}</dt>
              <dd>{longDate.format(entitlement.periodEnd)}</dd>
            </>
          ) : null}
        </>
      ) : null}
      <dt className="text-muted-foreground">Usage</dt>
      <dd>{usageLine(usage.used, usage.limit, isTrial)}</dd>
      {usage.credits > 0 ? (
        <>
          <dt className="text-muted-foreground">Bonus credits</dt>
          <dd>{usage.credits}</dd>
        </>
      ) : null}
      {entitlement.hasActiveSubscription || paymentNotice ? null : (
        <dd className="col-span-2 pt-2">
          <Button asChild size="sm">
            <Link href="/?scrollTo=pricing">Choose a plan</Link>
          </Button>
        </dd>
      )}
    </dl>
  );
}

/** "3 days left (ends November 23, 2026)"; on its last day, with the hour it ends. */
function trialEndLine(end: Date, now: Date): string {
  const left = trialTimeLeft(end, now);
  return `${left} (ends ${(left === "1 day left" ? dateTime : longDate).format(end)})`;
}
