import type { Metadata } from "next";
import Link from "next/link";

import { typeLabel } from "@/components/library/library";
import { LockedButton } from "@/components/onboarding/locked-button";
import { usageLine } from "@/lib/billing/plan-label";
import { onboarding } from "@/lib/config/plans";
import { longDate } from "@/lib/format";
import { emailTypes, labelOf, platformsByType } from "@/lib/generator/options";
import { demoUnavailableMessage as locked } from "@/lib/onboarding/messages";
import { sampleCopies, type SampleCopy } from "@/lib/onboarding/sample-copies";

export const metadata: Metadata = { title: "Demo dashboard" };

function detailOf(copy: SampleCopy): string {
  if ("emailType" in copy.parameters) return labelOf(emailTypes, copy.parameters.emailType);
  return labelOf([...platformsByType.ads, ...platformsByType.social], copy.parameters.platform);
}

/** The demo dashboard: the dashboard as a trial user sees it, with sample copies and every action locked. */
export default function DemoDashboardPage() {
  const { used, limit } = onboarding.demoUsage;
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="grid content-start gap-8">
        <header className="flex flex-wrap items-end justify-between gap-3">
          <div className="grid gap-1">
            <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight">
              Dashboard{" "}
              <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-medium text-amber-900">Demo</span>
            </h1>
            <p className="text-muted-foreground">
              What your dashboard looks like once you have saved some copy. These samples are not yours and nothing here
              is saved.
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <LockedButton label="Generate copy" tooltip={locked} size="default" />
            <LockedButton label="Write hooks" tooltip={locked} size="default" />
          </div>
        </header>
        <section aria-labelledby="demo-library-heading" className="grid gap-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="demo-library-heading" className="text-lg font-semibold">
              Your library
            </h2>
            <LockedButton label="Export CSV" tooltip={locked} />
          </div>
          <ul className="grid gap-3" aria-label="Sample copies">
            {sampleCopies().map((copy) => {
              const about = `${typeLabel(copy.content_type)}, ${detailOf(copy)}`;
              return (
                <li key={copy.id} className="grid gap-2 rounded-xl border p-4" data-testid="sample-copy">
                  <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                    {typeLabel(copy.content_type)} · {detailOf(copy)} · saved{" "}
                    {longDate.format(new Date(copy.created_at))}
                    {copy.is_draft ? (
                      <span className="rounded-full border px-2 py-0.5 font-medium text-foreground">Draft</span>
                    ) : null}
                  </p>
                  <p className="whitespace-pre-wrap text-sm">{copy.content}</p>
                  <div className="flex flex-wrap gap-2">
                    <LockedButton label="Copy" tooltip={locked} context={about} />
                    <LockedButton label="Add to favourites" tooltip={locked} context={about} />
                    <LockedButton label="Delete" tooltip={locked} context={about} />
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      </div>
      <aside className="grid content-start gap-6">
        <section aria-labelledby="demo-plan-heading" className="grid gap-4 rounded-lg border p-6">
          <h2 id="demo-plan-heading" className="text-lg font-semibold">
            Your plan
          </h2>
          <dl className="grid grid-cols-[6rem_1fr] gap-2 text-sm" data-testid="demo-plan">
            <dt className="text-muted-foreground">Plan</dt>
            <dd className="font-medium">Trial</dd>
            <dt className="text-muted-foreground">Usage</dt>
            <dd>{usageLine(used, limit, true)}</dd>
          </dl>
          <div
            role="meter"
            aria-label="Trial usage"
            aria-valuemin={0}
            aria-valuemax={limit}
            aria-valuenow={used}
            className="h-2 overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full rounded-full bg-primary" style={{ width: `${(used / limit) * 100}%` }} />
          </div>
        </section>
        <nav aria-label="Demo" className="grid gap-2 text-sm">
          <Link className="underline underline-offset-4" href="/onboarding/demo-generator">
            Try the demo generator
          </Link>
          <Link className="underline underline-offset-4" href="/onboarding/demo">
            Back to the guided demo
          </Link>
        </nav>
      </aside>
    </div>
  );
}
