"use client";

import { lazy, Suspense } from "react";

import { useConsent } from "@/lib/analytics/use-consent";

import { useCookieSettingsOpen } from "./cookie-settings-store";

// The banner's code loads only for a visitor who has not decided yet, or who reopens it: most page views after the
// first one never need it. It shows after hydration either way (the decision is read from the browser's storage).
const CookieBannerPanel = lazy(() => import("./cookie-banner-panel"));

/** Shown while the visitor has neither accepted nor declined, and again from the footer's "Cookie settings". */
export function CookieBanner() {
  const consent = useConsent();
  const reopened = useCookieSettingsOpen();
  if (consent === "unknown" || (consent !== null && !reopened)) return null;
  return (
    <Suspense fallback={null}>
      <CookieBannerPanel />
    </Suspense>
  );
}
