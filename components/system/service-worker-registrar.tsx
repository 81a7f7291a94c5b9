"use client";

import { useEffect } from "react";

/** Registers /sw.js (production builds only: dev assets are not content-hashed). A failure is only logged. */
export function ServiceWorkerRegistrar({ enabled }: { enabled: boolean }) {
  useEffect(() => {
    if (!enabled || !("serviceWorker" in navigator)) return;
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((error: unknown) => {
      console.error("Service worker registration failed:", error);
    });
  }, [enabled]);
  return null;
}
