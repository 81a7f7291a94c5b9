"use client";

import { lazy, Suspense } from "react";

import { delays } from "@/lib/config/timing";

import { useHydrated } from "./use-hydrated";

const Sonner = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/**
 * The app's one toaster; every toast stays for 5000 ms. It renders only once hydrated (the server
 * snapshot is false), so sonner is not part of any page's first-load JavaScript; toasts follow user actions.
 */
export function Toaster() {
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <Sonner duration={delays.toastMs} position="bottom-right" closeButton richColors />
    </Suspense>
  ) : null;
}
