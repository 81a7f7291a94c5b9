"use client";

import { Loader2 } from "lucide-react";
import Link from "next/link";
import { useEffect, useEffectEvent, useRef, useState } from "react";

import { demoTemplates, loadDemoSample, type DemoCategory } from "@/lib/onboarding/demo";

import { DemoContinue } from "./demo-continue";
import { TemplatePicker } from "./template-picker";

type Sample = { category: DemoCategory; text: string | null };

/**
 * The onboarding demo: pick a template, read its sample output, continue to the checklist. It opens on
 * `initialCategory` (the quick setup's goal) when there is one; any other template stays one click away.
 */
export function DemoTour({
  initialCategory = null,
  signedIn,
}: {
  initialCategory?: DemoCategory | null;
  signedIn: boolean;
}) {
  const [sample, setSample] = useState<Sample | null>(
    initialCategory ? { category: initialCategory, text: null } : null,
  );
  const request = useRef<AbortController | null>(null);

  const load = async (category: DemoCategory) => {
    request.current?.abort();
    const abort = new AbortController();
    request.current = abort;
    try {
      const { text } = await loadDemoSample(category, { signal: abort.signal });
      setSample({ category, text });
    } catch {
      // a newer choice replaced this one
    }
  };
  const choose = (category: DemoCategory) => {
    setSample({ category, text: null });
    void load(category);
  };

  // Once, on arrival: later choices are the user's.
  const loadInitial = useEffectEvent(() => {
    if (initialCategory) void load(initialCategory);
  });
  useEffect(() => {
    // The sample's state is set when the fetch answers, never while the effect runs.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    loadInitial();
    return () => request.current?.abort();
  }, []);

  return (
    <div className="grid gap-6">
      <TemplatePicker selected={sample?.category ?? null} onSelect={choose} />
      <p role="status" className="sr-only">
        {sample === null
          ? ""
          : sample.text === null
            ? "Writing the sample…"
            : `Sample ready: ${demoTemplates[sample.category].label}`}
      </p>
      <section aria-label="Sample output" aria-busy={sample !== null && sample.text === null} className="grid gap-3">
        {sample === null ? (
          <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">
            Choose a template to see what Hookline writes for it.
          </p>
        ) : sample.text === null ? (
          <p className="flex items-center gap-2 rounded-xl border p-6 text-muted-foreground">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            Writing the sample…
          </p>
        ) : (
          <>
            <h2 className="text-lg font-semibold">Sample: {demoTemplates[sample.category].label}</h2>
            <div
              className="whitespace-pre-wrap break-words rounded-xl border bg-card p-4 text-sm leading-relaxed"
              data-testid="demo-sample"
            >
              {sample.text}
            </div>
            <p className="text-sm text-muted-foreground">
              <Link
                className="underline underline-offset-4"
                href={`/onboarding/demo-generator?category=${sample.category}`}
              >
                Open this brief in the demo generator
              </Link>{" "}
              or{" "}
              <Link className="underline underline-offset-4" href="/onboarding/demo-dashboard">
                look around the demo dashboard
              </Link>
              .
            </p>
          </>
        )}
      </section>
      <div>
        <DemoContinue ready={sample?.text != null} category={sample?.category ?? null} signedIn={signedIn} />
      </div>
    </div>
  );
}
