"use client";

import { lazy, Suspense } from "react";

import { useHydrated } from "./use-hydrated";

// Route preloading and web-vitals collection load after the page is interactive, in one small chunk.
const Extras = lazy(() => import("./runtime-extras"));

export function DeferredRuntime() {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <Extras />
    </Suspense>
  ) : null;
}
