"use client";

import Link from "next/link";
import { useEffect, useState } from "react";

import { fetchOnboardingStatus } from "@/components/progress/onboarding-status";
import { Button } from "@/components/ui/button";
import { call } from "@/lib/api-client/call";
import { billingRoutes } from "@/lib/api-client/routes/billing";
import { sessionRoutes } from "@/lib/api-client/routes/session";
import { usageRoutes } from "@/lib/api-client/routes/usage";
import { forgetRememberedPlan } from "@/lib/auth/remembered-plan";
import { purchaseSummary, showsTour } from "@/lib/billing/purchase-summary";
import { delays } from "@/lib/config/timing";
import { publishBrowserEvent } from "@/lib/events/browser";
import { localStorageKeys } from "@/lib/storage-keys";

/** The plan that started and what it costs when, and whether the tour helps, from the subscription as it now is. */
async function readPurchase(): Promise<{ summary: string | null; tour: boolean }> {
  const usage = await call(usageRoutes.read, undefined, { cache: "no-store" });
  return usage.ok
    ? { summary: purchaseSummary(usage.data), tour: showsTour(usage.data) }
    : { summary: null, tour: false };
}

/**
 * Payment success: apply the Checkout Session's subscription at once, then after 3 s refresh the session,
 * set force-show-onboarding, re-read the onboarding status, tell every tab, and drop the cached usageStats.
 */
export function PaymentSuccess() {
  const [settled, setSettled] = useState(false);
  const [summary, setSummary] = useState<string | null>(null);
  const [tour, setTour] = useState(false);
  useEffect(() => {
    let cancelled = false;
    const sessionId = new URLSearchParams(window.location.search).get("session_id");
    // A failed sync or refresh is ignored: the next page load reads the state again.
    const sync = sessionId ? call(billingRoutes.syncCheckout, { sessionId }) : Promise.resolve();
    const timer = setTimeout(async () => {
      await sync;
      await call(sessionRoutes.read, undefined, { cache: "no-store" });
      localStorage.setItem(localStorageKeys.forceShowOnboarding, "true");
      await fetchOnboardingStatus(); // swallows its own failures
      publishBrowserEvent("billing-changed", "usage", "plan", "subscription", "payment-completed");
      localStorage.removeItem(localStorageKeys.usageStats);
      forgetRememberedPlan(localStorage);
      const started = await readPurchase();
      if (!cancelled) {
        setSummary(started.summary);
        setTour(started.tour);
        setSettled(true);
      }
    }, delays.paymentSuccessWaitMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, []);

  return (
    <section
      className="mx-auto grid max-w-2xl justify-items-center gap-6 px-4 py-24 text-center"
      data-settled={settled}
    >
      <h1 className="text-3xl font-bold tracking-tight">Payment Successful!</h1>
      <p className="text-lg text-muted-foreground">
        Thank you for subscribing. Your plan and usage appear on the dashboard.
      </p>
      <p role="status" className="min-h-7 text-base font-medium">
        {summary}
      </p>
      <Button asChild size="lg">
        <Link href="/dashboard" prefetch={false}>
          Go to Dashboard
        </Link>
      </Button>
      {tour ? <TourVideo /> : null}
    </section>
  );
}

/** The 18-second tour, for a new subscriber: a local file that loads only when played. */
function TourVideo() {
  return (
    <figure className="mt-6 grid w-full gap-3 rounded-xl border bg-muted/40 p-6">
      <h2 className="font-semibold">A short tour of Hookline</h2>
      {/* A local file that loads only when played: no third-party request, nothing fetched before the click. */}
      <video
        controls
        preload="none"
        poster="/tutorial/hookline-tour-poster.png"
        width={1280}
        height={720}
        className="h-auto w-full rounded-lg border bg-background"
        aria-describedby="tour-description"
      >
        <source src="/tutorial/hookline-tour.webm" type="video/webm" />
      </video>
      <figcaption id="tour-description" className="text-sm text-muted-foreground">
        A silent, 18-second screen recording: a LinkedIn post written from a one-line topic and saved, then a Google ad
        whose headlines are counted against the 30-character limit, then the library on the dashboard.
      </figcaption>
    </figure>
  );
}
