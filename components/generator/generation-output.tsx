"use client";

import { Copy, Loader2, Pencil, RefreshCw, Save } from "lucide-react";
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";

import { CopyButton } from "@/components/ai-form/copy-button";
import { LengthCounter } from "@/components/ai-form/length-counter";
import { RefusalAlert } from "@/components/ai-form/refusal-alert";
import { VariantScore } from "@/components/ai-form/variant-score";
import { WriterBadge } from "@/components/ai-form/writer-badge";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { paidWithCreditLine } from "@/lib/billing/plan-label";
import type { Brief } from "@/lib/generator/brief";
import { responsiveSearchAdRows, sectionsOf, splitVariants, variantSeparator } from "@/lib/generator/pipeline/format";
import type { RsaPins } from "@/lib/generator/pipeline/rsa";
import { revealScroll } from "@/lib/generator/screen/reveal";
import { betterVariant, scoreVariant } from "@/lib/scoring/score";
import { parseWordsToAvoid } from "@/lib/scoring/word-checks";

import { AdRows } from "./ad-rows";
import { MergeFieldNote } from "./merge-field-note";
import { RsaExportButton } from "./rsa-export-button";
import { SaveButton } from "./save-button";
import { ShortenedNote } from "./shortened-note";
import type { GenerationState } from "./use-generation";

// The previews (LinkedIn, X, an inbox, a search ad…) show only under a finished result: their code is fetched once a
// generation starts, not with the generator's first load.
const loadCopyPreview = () => import("@/components/ai-form/previews/copy-preview");
const CopyPreview = lazy(() => loadCopyPreview().then((module) => ({ default: module.CopyPreview })));

type Props = {
  state: GenerationState;
  /** The brief that made the result, or null when there is none to show (never asked for, or cleared). */
  brief: Brief | null;
  busy: boolean;
  /** Goes up once per generation: the result's heading then takes focus and comes into view. */
  revealKey: number;
  onEdit: (text: string) => void;
  onRegenerate: () => void;
  /** The onboarding demo: copy and save call this instead of acting. */
  unavailable?: () => void;
  /** The brand voice's words to avoid, as written (comma-separated): a score check looks for them. */
  wordsToAvoid?: string;
};

const headingId = "generated-copy-heading";
const variantName = (index: number) => `Variant ${String.fromCharCode(65 + index)}`;

function CopyAction({
  text,
  label,
  children,
  unavailable,
}: {
  text: string;
  label?: string;
  children?: string;
  unavailable?: () => void;
}) {
  if (!unavailable)
    return (
      <CopyButton text={text} label={label}>
        {children}
      </CopyButton>
    );
  return (
    <Button type="button" size="sm" variant="outline" onClick={unavailable} aria-label={label}>
      <Copy aria-hidden="true" />
      {children ?? "Copy"}
    </Button>
  );
}

/** Focuses the result's heading and scrolls it into view when `revealKey` goes up (not on the first render). */
function useReveal(revealKey: number) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const target = heading.current;
    if (revealKey === 0 || !target) return;
    target.focus({ preventScroll: true });
    const scroll = revealScroll(
      target.getBoundingClientRect(),
      window.innerHeight,
      window.matchMedia("(prefers-reduced-motion: reduce)").matches,
    );
    if (scroll) target.scrollIntoView(scroll);
  }, [revealKey]);
  return heading;
}

/** The streamed copy: one column, or two side by side for A/B testing, each with its counters and actions. */
export function GenerationOutput({
  state,
  brief,
  busy,
  revealKey,
  onEdit,
  onRegenerate,
  unavailable,
  wordsToAvoid = "",
}: Props) {
  const [editing, setEditing] = useState(false);
  // The user's pins for each Google ad variant, by headline text: kept through edits (a pin whose headline is gone
  // no longer applies), cleared by each new generation.
  const [pins, setPins] = useState<{ generation: number; byVariant: Record<number, RsaPins> }>({
    generation: revealKey,
    byVariant: {},
  });
  const heading = useReveal(revealKey);
  const avoidWords = useMemo(() => parseWordsToAvoid(wordsToAvoid), [wordsToAvoid]);
  useEffect(() => {
    if (state.status !== "idle") void loadCopyPreview();
  }, [state.status]);

  if (state.status === "idle" || !brief) {
    return (
      <section
        aria-label="Generated copy"
        className="grid min-h-64 place-items-center rounded-xl border border-dashed p-8 text-center text-muted-foreground"
      >
        <p>Fill in the brief and press Generate. Your copy appears here as it is written.</p>
      </section>
    );
  }

  // Counted and saved by the brief that made it, whatever the form says now.
  const variants = splitVariants(state.text);
  const twoUp = brief.abTesting && variants.length > 1;
  // Scored once the copy is complete: a half-written variant would fail checks it will pass.
  const scores = busy ? null : variants.map((variant) => scoreVariant(brief, variant, { avoidWords }));
  const better = scores && twoUp ? betterVariant(scores) : null;
  const current = pins.generation === revealKey ? pins.byVariant : {};
  const pinsOf = (index: number): RsaPins => current[index] ?? {};
  const pin = (index: number, headline: string, position: number | null) => {
    const next = { ...pinsOf(index) };
    if (position === null) delete next[headline];
    else next[headline] = position;
    setPins({ generation: revealKey, byVariant: { ...current, [index]: next } });
  };
  const updateVariant = (index: number, value: string) => {
    const next = [...variants];
    next[index] = value;
    onEdit(next.join(`\n${variantSeparator}\n`));
  };

  return (
    // At least a screen tall on a phone, where it sits under the form: there is always room to bring its heading to
    // the top, even before the copy arrives to fill it.
    <section aria-labelledby={headingId} aria-busy={busy} className="grid min-h-dvh content-start gap-4 lg:min-h-0">
      <h2 id={headingId} ref={heading} tabIndex={-1} className="scroll-mt-4 text-lg font-semibold">
        Generated copy
      </h2>
      <div className="flex flex-wrap items-center gap-2 text-sm" role="status">
        {busy ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null}
        <span>
          {state.status === "waiting"
            ? "Writing…"
            : state.status === "revising"
              ? "Shortening to fit the platform…"
              : state.status === "streaming"
                ? "Writing…"
                : state.status === "done"
                  ? "Done."
                  : null}
        </span>
        {state.writer ? <WriterBadge label={state.writer} offline={state.offline} voice={brief.presetName} /> : null}
        {state.status === "done" && state.paidWithCredit && state.usage ? (
          <span className="text-muted-foreground" data-testid="paid-with-credit">
            {paidWithCreditLine(state.usage.credits)}
          </span>
        ) : null}
      </div>
      {state.message && state.status === "error" ? (
        <RefusalAlert message={state.message} code={state.errorCode} />
      ) : state.message ? (
        <p className="text-sm text-muted-foreground">{state.message}</p>
      ) : null}

      {state.shortened && !busy ? <ShortenedNote shortened={state.shortened} /> : null}
      {state.text ? (
        <div className={twoUp ? "grid gap-4 xl:grid-cols-2" : "grid gap-4"}>
          {variants.map((variant, index) => {
            const rows = editing && !busy ? null : responsiveSearchAdRows(brief, variant);
            return (
              <article
                key={index}
                className="grid content-start gap-3 rounded-xl border bg-card p-4"
                aria-label={twoUp ? variantName(index) : "Copy"}
              >
                {twoUp ? <h3 className="text-sm font-semibold">{variantName(index)}</h3> : null}
                {editing && !busy ? (
                  <Textarea
                    aria-label={twoUp ? `Edit variant ${String.fromCharCode(65 + index)}` : "Edit the copy"}
                    value={variant}
                    rows={Math.min(20, variant.split("\n").length + 2)}
                    onChange={(e) => updateVariant(index, e.target.value)}
                  />
                ) : rows ? (
                  <AdRows
                    rows={rows}
                    pins={pinsOf(index)}
                    onPin={(headline, position) => pin(index, headline, position)}
                    copyAction={
                      busy
                        ? null
                        : (row) => (
                            <CopyAction
                              text={row.text}
                              label={`Copy ${row.label.toLowerCase()}`}
                              unavailable={unavailable}
                            />
                          )
                    }
                  />
                ) : (
                  <div className="whitespace-pre-wrap break-words text-sm leading-relaxed" data-testid="generated-copy">
                    {variant}
                  </div>
                )}
                {rows ? null : (
                  <ul className="grid gap-0.5" aria-label="Lengths">
                    {sectionsOf(brief, variant).map((section, position) => (
                      <li key={position}>
                        <LengthCounter section={section} />
                      </li>
                    ))}
                  </ul>
                )}
                {!busy ? <MergeFieldNote contentType={brief.contentType} variant={variant} /> : null}
                {scores?.[index] ? <VariantScore result={scores[index]} better={better === index} /> : null}
                {!busy && !editing ? (
                  <Suspense fallback={null}>
                    <CopyPreview brief={brief} variant={variant} pins={pinsOf(index)} />
                  </Suspense>
                ) : null}
                {!busy ? (
                  <div className="flex flex-wrap gap-2">
                    <CopyAction text={variant} unavailable={unavailable}>
                      {rows ? "Copy all" : "Copy"}
                    </CopyAction>
                    <RsaExportButton brief={brief} variant={variant} pins={pinsOf(index)} unavailable={unavailable} />
                    {unavailable ? (
                      <Button type="button" size="sm" variant="outline" onClick={unavailable}>
                        <Save aria-hidden="true" />
                        Save
                      </Button>
                    ) : (
                      <SaveButton
                        key={variant}
                        content={variant}
                        contentType={brief.contentType}
                        parameters={{ ...brief, writer: state.writer }}
                      />
                    )}
                  </div>
                ) : null}
              </article>
            );
          })}
        </div>
      ) : null}

      {!busy && state.text ? (
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => setEditing((value) => !value)} aria-pressed={editing}>
            <Pencil aria-hidden="true" />
            {editing ? "Done editing" : "Edit"}
          </Button>
          <Button type="button" variant="outline" onClick={onRegenerate}>
            <RefreshCw aria-hidden="true" />
            Regenerate
          </Button>
        </div>
      ) : null}
    </section>
  );
}
