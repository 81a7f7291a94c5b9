"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";

import { notify } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/components/ui/use-hydrated";
import { wordsFor } from "@/lib/api-client/api-error";
import { call } from "@/lib/api-client/call";
import { billingRoutes } from "@/lib/api-client/routes/billing";
import { upgradedPath } from "@/lib/billing/return-path";
import type { UpgradeQuote } from "@/lib/billing/upgrade";
import { publishBrowserEvent } from "@/lib/events/browser";
import { planPrice } from "@/lib/format";

/** What ending the trial now changes, and the one button that does it. */
export function UpgradeConfirm({
  quote,
  trialPlanName,
  localBilling,
  returnTo = null,
}: {
  quote: UpgradeQuote;
  trialPlanName: string;
  localBilling: boolean;
  /** The screen the upgrade was started from: the user goes back there, told the plan started. */
  returnTo?: string | null;
}) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [upgrading, setUpgrading] = useState(false);
  const upgrade = async () => {
    setUpgrading(true);
    const answer = await call(billingRoutes.upgrade, { plan: quote.plan });
    if (answer.ok) {
      publishBrowserEvent("billing-changed", "usage", "plan", "subscription");
      router.push(returnTo ? upgradedPath(returnTo, quote.plan) : "/payment-success");
      return;
    }
    await notify("error", { title: "Could not upgrade", description: wordsFor(answer.error, "Please try again.") });
    setUpgrading(false);
  };
  return (
    <section className="mx-auto grid max-w-xl gap-6 px-4 py-20">
      {localBilling ? (
        <p
          role="note"
          className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900"
        >
          Test mode – no payment
        </p>
      ) : null}
      <h1 className="text-3xl font-bold tracking-tight">Upgrade to {quote.planName} now</h1>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-lg border p-6 text-sm">
        <dt className="text-muted-foreground">Plan</dt>
        <dd>
          {trialPlanName} trial → {quote.planName}
        </dd>
        <dt className="text-muted-foreground">Limit</dt>
        <dd>{quote.generationsPerMonth} generations a month</dd>
        <dt className="text-muted-foreground">Charged today</dt>
        <dd>
          {planPrice.format(quote.chargeToday)}
          {localBilling ? " (test mode: nothing is charged)" : ""}
        </dd>
      </dl>
      <p className="text-muted-foreground">
        Your trial ends now and the {quote.planName} plan starts; it renews every month until you cancel.
      </p>
      <div>
        <Button size="lg" className="min-h-11" onClick={() => void upgrade()} disabled={upgrading || !hydrated}>
          {upgrading ? "Upgrading..." : `Upgrade to ${quote.planName}`}
        </Button>
      </div>
    </section>
  );
}
