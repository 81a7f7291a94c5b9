"use client";

import { inject, track as vercelTrack } from "@vercel/analytics";
import { usePathname } from "next/navigation";
import { useEffect } from "react";

import { getConsent } from "@/lib/analytics/consent";
import { publicPath } from "@/lib/analytics/public-path";
import { setAnalyticsTransport, track } from "@/lib/analytics/track";

type PostHog = (typeof import("posthog-js"))["default"];

let started = false;
let posthog: PostHog | null = null;

/**
 * Mounted while the visitor has accepted cookies: Vercel Web Analytics, PostHog when configured, page_view events.
 * Withdrawing consent unmounts it: PostHog stops capturing and Vercel drops every event from then on.
 */
export default function AnalyticsRuntime({ posthogKey, posthogHost }: { posthogKey?: string; posthogHost: string }) {
  const pathname = usePathname();

  useEffect(() => {
    if (!started) {
      started = true;
      inject({
        mode: "production",
        beforeSend: (event) => (getConsent() === "accepted" ? { ...event, url: publicPath(event.url) } : null),
      });
      setAnalyticsTransport((event, props) => {
        vercelTrack(event, props);
        posthog?.capture(event, props);
      });
      if (posthogKey) {
        void import("posthog-js").then(({ default: client }) => {
          // The visitor may have changed their mind while PostHog was loading.
          if (getConsent() !== "accepted") return;
          client.init(posthogKey, {
            api_host: posthogHost,
            capture_pageview: false,
            before_send: (result) => {
              for (const key of ["$current_url", "$pathname"]) {
                const value: unknown = result?.properties[key];
                if (result && typeof value === "string") result.properties[key] = publicPath(value);
              }
              return result;
            },
          });
          posthog = client;
          client.capture("page_view", { path: publicPath(window.location.pathname) });
        });
      }
    } else {
      posthog?.opt_in_capturing();
    }
    return () => posthog?.opt_out_capturing();
  }, [posthogKey, posthogHost]);

  useEffect(() => {
    track("page_view", { path: publicPath(pathname) });
  }, [pathname]);

  return null;
}
