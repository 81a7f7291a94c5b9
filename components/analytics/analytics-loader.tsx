"use client";

import { lazy, Suspense } from "react";

import { useConsent } from "@/lib/analytics/use-consent";

// Nothing of the analytics code is fetched before the visitor accepts cookies.
const AnalyticsRuntime = lazy(() => import("./analytics-runtime"));

export function AnalyticsLoader({ posthogKey, posthogHost }: { posthogKey?: string; posthogHost: string }) {
  const consent = useConsent();
  if (consent !== "accepted") return null;
  return (
    <Suspense fallback={null}>
      <AnalyticsRuntime posthogKey={posthogKey} posthogHost={posthogHost} />
    </Suspense>
  );
}
