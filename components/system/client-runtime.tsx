"use client";

import { lazy, Suspense } from "react";

import { useHydrated } from "@/components/ui/use-hydrated";

import type { ClientRuntimeProps } from "./client-runtime-parts";

// Everything the site does in the background, none of which renders before hydration (consent, analytics, toasts,
// the auth dialog, preloading, vitals, in-place navigation, the service worker, the top bar's scroll state), loads
// in one chunk right after hydration: every page's first load stays near that of an empty page.
const ClientRuntimeParts = lazy(() => import("./client-runtime-parts"));

export function ClientRuntime(props: ClientRuntimeProps) {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <ClientRuntimeParts {...props} />
    </Suspense>
  ) : null;
}
