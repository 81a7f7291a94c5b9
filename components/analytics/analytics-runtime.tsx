"use client";

import { inject, track as vercelTrack } from "@vercel/analytics";
import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { setAnalyticsTransport, track } from "@/lib/analytics/track";

let started = false;

/** Runs once the visitor has accepted cookies: Vercel Web Analytics, PostHog when configured, page_view events. */
export default function AnalyticsRuntime({ posthogKey, posthogHost }: { posthogKey?: string; posthogHost: string }) {
  const pathname = usePathname();

  useEffect(() => {
    if (started) return;
    started = true;
    inject({ mode: "production" });
    let capture: ((event: string, props?: Record<string, unknown>) => void) | null = null;
    setAnalyticsTransport((event, props) => {
      vercelTrack(event, props);
      capture?.(event, props);
    });
    if (posthogKey) {
      void import("posthog-js").then(({ default: posthog }) => {
        posthog.init(posthogKey, { api_host: posthogHost, capture_pageview: false });
        capture = (event, props) => posthog.capture(event, props);
      });
    }
  }, [posthogKey, posthogHost]);

  useEffect(() => {
    track("page_view", { path: pathname });
  }, [pathname]);

  return null;
}
