import { CircleCheck } from "lucide-react";

import { plans, type PlanId } from "@/lib/config/plans";

/** Back in the generator after upgrading from it: what changed, and that nothing written was lost. */
export function UpgradedNotice({ plan }: { plan: PlanId }) {
  const { name, generationsPerMonth } = plans[plan];
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50"
    >
      <CircleCheck className="mt-px size-4 shrink-0" aria-hidden="true" />
      {`You're on ${name} now: ${generationsPerMonth} generations a month. Your brief is as you left it; press Generate to carry on.`}
    </p>
  );
}
