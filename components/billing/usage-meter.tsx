"use client";

import { useEffect, useState } from "react";
import { usageLine } from "@/lib/billing/plan-label";
import { localStorageKeys } from "@/lib/storage-keys";
import { onBillingEvent } from "./billing-events";

export type UsageStats = { used: number; limit: number; isTrial: boolean; planLabel: string };

type UsageAnswer = { usage: { used: number; limit: number; isTrial: boolean } };

/**
 * The app bar's "N of M generations used this month". The server renders the current figures; the meter reloads them
 * when any tab reports usage, plan or subscription news. localStorage usageStats is only a cache of the last answer.
 */
export function UsageMeter({ initial }: { initial: UsageStats }) {
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

  const ratio = stats.limit > 0 ? Math.min(stats.used / stats.limit, 1) : 1;
  return (
    <div className="hidden min-w-44 gap-1 text-xs text-muted-foreground lg:grid" data-testid="usage-meter">
      <span>
        <span className="font-medium text-foreground">{stats.planLabel}</span> · {usageLine(stats.used, stats.limit, stats.isTrial)}
      </span>
      <span className="h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
        <span className="block h-full rounded-full bg-primary" style={{ width: `${ratio * 100}%` }} />
      </span>
    </div>
  );
}
