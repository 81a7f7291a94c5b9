"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { delays } from "@/lib/config/timing";

const Sonner = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/**
 * The app's one toaster; every toast stays for the spec's 5000 ms. It mounts just after hydration, so sonner is
 * not part of any page's first-load JavaScript; toasts only follow user actions, which come later.
 */
export function Toaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? (
    <Suspense fallback={null}>
      <Sonner duration={delays.toastMs} position="bottom-right" closeButton richColors />
    </Suspense>
  ) : null;
}
