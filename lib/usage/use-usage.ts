"use client";

import { useEffect, useState } from "react";
import { onBillingEvent } from "@/lib/billing/events";
import { localStorageKeys } from "../storage-keys";

export type UsageStats = { used: number; limit: number; isTrial: boolean; planLabel: string };

type UsageAnswer = { usage: { used: number; limit: number; isTrial: boolean } };

/**
 * This period's usage for client components: starts from the server's figures and reloads GET /api/usage when any
 * tab reports usage, plan or subscription news. localStorage usageStats only caches the last answer.
 */
export function useUsage(initial: UsageStats): UsageStats {
  const [stats, setStats] = useState(initial);
  useEffect(() => {
    localStorage.setItem(localStorageKeys.usageStats, JSON.stringify(initial));
    return onBillingEvent(async (event) => {
      if (event === "payment-completed") return;
      const response = await fetch("/api/usage", { cache: "no-store" }).catch(() => null);
      if (!response?.ok) return;
      const { usage } = (await response.json()) as UsageAnswer;
      setStats((current) => {
        const next = { ...current, used: usage.used, limit: usage.limit, isTrial: usage.isTrial };
        localStorage.setItem(localStorageKeys.usageStats, JSON.stringify(next));
        return next;
      });
    });
  }, [initial]);
  return stats;
}
