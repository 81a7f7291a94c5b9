"use client";

import { usageLine } from "@/lib/billing/plan-label";
import { useUsage, type UsageStats } from "@/lib/usage/use-usage";

export type { UsageStats };

/** The app bar's "N of M generations used this month" (server figures first, then kept current by useUsage). */
export function UsageMeter({ initial }: { initial: UsageStats }) {
  const stats = useUsage(initial);
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
