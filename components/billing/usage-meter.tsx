"use client";

import { creditsLeft, usageLine } from "@/lib/billing/plan-label";

import { useUsage, type UsageStats } from "./use-usage";

export type { UsageStats };

/**
 * The app bar's plan ("Essential · trial, 3 days left") over "N of M generations used this month", with the bonus
 * credits left while there are any (they pay once the limit is reached), from the server's figures
 * first, then kept current by useUsage). Plan and usage take a line each, so the longer trial label costs the header
 * no width; where the header squeezes them, the title keeps the plan's full text.
 */
export function UsageMeter({ initial }: { initial: UsageStats }) {
  const stats = useUsage(initial);
  const ratio = stats.limit > 0 ? Math.min(stats.used / stats.limit, 1) : 1;
  return (
    <div className="grid min-w-0 gap-0.5 text-xs text-muted-foreground xl:min-w-44" data-testid="usage-meter">
      <span className="font-medium text-foreground" title={stats.planLabel}>
        {stats.planLabel}
      </span>
      <span>
        <span className="xl:hidden">{`${stats.used} of ${stats.limit} used${creditsLeft(stats.credits)}`}</span>
        <span className="hidden xl:inline">{usageLine(stats.used, stats.limit, stats.isTrial, stats.credits)}</span>
      </span>
      <span className="mt-0.5 h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
        <span className="block h-full rounded-full bg-primary" style={{ width: `${ratio * 100}%` }} />
      </span>
    </div>
  );
}
