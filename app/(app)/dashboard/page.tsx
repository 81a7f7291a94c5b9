import type { Metadata } from "next";
import Link from "next/link";

import { PlanSummary } from "@/components/billing/plan-summary";
import { Library, typeLabel } from "@/components/library/library";
import { ChecklistCard } from "@/components/onboarding/checklist-card";
import { ForceShowRedirect } from "@/components/onboarding/force-show-redirect";
import { Button } from "@/components/ui/button";
import { requirePageSession } from "@/lib/auth/server-session";
import { generationsLine, hasGenerated } from "@/lib/dashboard/activity";
import { getDb } from "@/lib/db";
import { longDate } from "@/lib/format";
import { listCopiesSchema } from "@/lib/library/schema";
import { listCopies } from "@/lib/library/store";
import { onboardingStatus } from "@/lib/onboarding/store";
import { billingOverviewOf } from "@/lib/usage/overview";

export const metadata: Metadata = { title: "Dashboard" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function DashboardPage({ searchParams }: Props) {
  const { user } = await requirePageSession();
  const parsed = listCopiesSchema.safeParse(await searchParams);
  const filters = parsed.success ? parsed.data : listCopiesSchema.parse({});
  const [overview, copies, total, recent, onboarding] = await Promise.all([
    billingOverviewOf(user.id),
    listCopies(user.id, filters),
    getDb().savedCopy.count({ where: { userId: user.id } }),
    listCopies(user.id, listCopiesSchema.parse({}), 5),
    onboardingStatus(user.id),
  ]);
  // Generations are activity too, saved or not: the usage meter and the checklist count them from the first copy.
  const generated = hasGenerated(onboarding, overview.usage.used);
  const generations = generationsLine(overview.usage.used, overview.isTrial);
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <ForceShowRedirect />
      <div className="grid content-start gap-8">
        <header className="flex flex-wrap items-end justify-between gap-3">
          <div className="grid gap-1">
            <h1 className="text-3xl font-bold tracking-tight">Dashboard</h1>
            <p className="text-muted-foreground">Your copies, usage and plan at a glance.</p>
          </div>
          <div className="flex flex-wrap gap-2">
            {/* Screens preload by the app's own rules (a 100 ms hover, or when the browser is idle), not whenever a link scrolls into view. */}
            <Button asChild>
              <Link href="/dashboard/generate" prefetch={false}>
                Generate copy
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link href="/hook-generator" prefetch={false}>
                Write hooks
              </Link>
            </Button>
          </div>
        </header>
        <Library copies={copies} filters={filters} total={total} generated={generated} />
      </div>
      <aside className="grid content-start gap-6">
        <ChecklistCard status={onboarding} />
        <section aria-labelledby="plan-heading" className="grid gap-4 rounded-lg border p-6">
          <h2 id="plan-heading" className="text-lg font-semibold">
            Your plan
          </h2>
          <PlanSummary overview={overview} />
        </section>
        <section aria-labelledby="activity-heading" className="grid gap-3 rounded-lg border p-6">
          <h2 id="activity-heading" className="text-lg font-semibold">
            Recent activity
          </h2>
          {recent.length === 0 && !generations ? (
            <p className="text-sm text-muted-foreground">
              {generated ? "Nothing yet this month." : "Nothing yet."}{" "}
              <Link href="/generator" className="underline">
                Open the generator
              </Link>{" "}
              {generated ? "to write more copy." : "to write your first copy."}
            </p>
          ) : (
            <ol className="grid gap-2 text-sm">
              {generations ? <li>{generations}</li> : null}
              {recent.map((copy) => (
                <li key={copy.id}>
                  Saved {typeLabel(copy.contentType).toLowerCase()}{" "}
                  <span className="text-muted-foreground">· {longDate.format(copy.createdAt)}</span>
                </li>
              ))}
            </ol>
          )}
        </section>
      </aside>
    </div>
  );
}
