"use client";

import { usageLine } from "@/lib/billing/plan-label";
import { useUsage, type UsageStats } from "@/lib/usage/use-usage";

export type { UsageStats };

/** The app bar's "N of M generations used this month" (server figures first, then kept current by useUsage). */
export function UsageMeter({ initial }: { initial: UsageStats }) {
  const stats = useUsage(initial);
  const ratio = stats.limit > 0 ? Math.min(stats.used / stats.limit, 1) : 1;
  return (
    <div className="grid min-w-0 gap-1 text-xs text-muted-foreground xl:min-w-44" data-testid="usage-meter">
      <span>
        <span className="font-medium text-foreground">{stats.planLabel}</span> · <span className="xl:hidden">{`${stats.used} of ${stats.limit} used`}</span>
        <span className="hidden xl:inline">{usageLine(stats.used, stats.limit, stats.isTrial)}</span>
      </span>
      <span className="h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
        <span className="block h-full rounded-full bg-primary" style={{ width: `${ratio * 100}%` }} />
      </span>
    </div>
  );
}
