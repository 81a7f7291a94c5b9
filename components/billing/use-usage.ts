"use client";

import { useEffect, useState } from "react";

import { call } from "@/lib/api-client/call";
import { usageRoutes } from "@/lib/api-client/routes/usage";
import { onBrowserEvent } from "@/lib/events/browser";
import { localStorageKeys } from "@/lib/storage-keys";

/** `credits`: the bonus credits left, which pay for generations past the limit. */
export type UsageStats = { used: number; limit: number; isTrial: boolean; planLabel: string; credits: number };

/**
 * This period's usage and plan for client components: starts from the server's figures and reloads GET /api/usage
 * when any tab reports usage, plan or subscription news. localStorage usageStats only caches the last answer.
 */
export function useUsage(initial: UsageStats): UsageStats {
  const [stats, setStats] = useState(initial);
  useEffect(() => {
    localStorage.setItem(localStorageKeys.usageStats, JSON.stringify(initial));
    // A payment announces usage, plan and subscription at once: one reload answers the whole burst.
    let reloading = false;
    const reload = async () => {
      const reloaded = await call(usageRoutes.read, undefined, { cache: "no-store" });
      reloading = false;
      if (!reloaded.ok) return;
      // The server words the plan, trial days left included.
      const answer = reloaded.data;
      const next = {
        used: answer.usage.used,
        limit: answer.usage.limit,
        credits: answer.usage.credits,
        isTrial: answer.usage.isTrial,
        planLabel: answer.planLabel,
      };
      localStorage.setItem(localStorageKeys.usageStats, JSON.stringify(next));
      setStats(next);
    };
    return onBrowserEvent("billing-changed", (event) => {
      if (event === "payment-completed" || reloading) return;
      reloading = true;
      void reload();
    });
  }, [initial]);
  return stats;
}
