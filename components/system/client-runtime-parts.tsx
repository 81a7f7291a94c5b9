"use client";

import { lazy, Suspense } from "react";

import { AnalyticsLoader } from "@/components/analytics/analytics-loader";
import { AuthDialogHost } from "@/components/auth/auth-dialog-host";
import { CookieBanner } from "@/components/consent/cookie-banner";
import { CookieSettingsOpener } from "@/components/consent/cookie-settings-opener";
import { TopBarScrollState } from "@/components/layout/top-bar-scroll-state";
import { SoftNavigation } from "@/components/navigation/soft-navigation";
import { RoutePreloader } from "@/components/performance/route-preloader";
import { VitalsCollector } from "@/components/performance/vitals-collector";
import { Toaster } from "@/components/ui/sonner";

import { ScrollToTop } from "./scroll-to-top";
import { ServiceWorkerRegistrar } from "./service-worker-registrar";

const FrameHelperLoader = lazy(() =>
  import("@/components/editor/frame-helper-loader").then((module) => ({ default: module.FrameHelperLoader })),
);

export type ClientRuntimeProps = {
  posthogKey?: string;
  posthogHost: string;
  serviceWorker: boolean;
  editor: boolean;
  /** Site links navigate in place (SoftNavigation); off, they load the next page in full. */
  softNavigation: boolean;
};

export default function ClientRuntimeParts({
  posthogKey,
  posthogHost,
  serviceWorker,
  editor,
  softNavigation,
}: ClientRuntimeProps) {
  return (
    <>
      <CookieBanner />
      <CookieSettingsOpener />
      <AnalyticsLoader posthogKey={posthogKey} posthogHost={posthogHost} />
      <Toaster />
      <AuthDialogHost />
      {softNavigation ? <SoftNavigation /> : null}
      <ScrollToTop />
      <TopBarScrollState />
      <RoutePreloader />
      <VitalsCollector />
      <ServiceWorkerRegistrar enabled={serviceWorker} />
      {editor ? (
        <Suspense fallback={null}>
          <FrameHelperLoader />
        </Suspense>
      ) : null}
    </>
  );
}
