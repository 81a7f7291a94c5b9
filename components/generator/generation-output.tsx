"use client";

import { Copy, Loader2, Pencil, RefreshCw, Save } from "lucide-react";
import { useState } from "react";
import { saveToLibrary } from "@/components/library/save-to-library";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { sectionsOf, splitVariants, variantSeparator } from "@/lib/generator/format";
import type { Brief } from "@/lib/generator/brief";
import { CopyButton } from "./copy-button";
import { LengthCounter } from "./length-counter";
import { RefusalAlert } from "./refusal-alert";
import type { GenerationState } from "./use-generation";
import { WriterBadge } from "./writer-badge";

type Props = {
  state: GenerationState;
  form: Brief;
  busy: boolean;
  onEdit: (text: string) => void;
  onRegenerate: () => void;
  /** The onboarding demo: copy and save call this instead of acting. */
  unavailable?: () => void;
};

/** The streamed copy: one column, or two side by side for A/B testing, each with its counters and actions. */
export function GenerationOutput({ state, form, busy, onEdit, onRegenerate, unavailable }: Props) {
  const [editing, setEditing] = useState(false);
  const variants = splitVariants(state.text);
  const twoUp = form.abTesting && variants.length > 1;

  const updateVariant = (index: number, value: string) => {
    const next = [...variants];
    next[index] = value;
    onEdit(next.join(`\n${variantSeparator}\n`));
  };

  if (state.status === "idle") {
    return (
      <section aria-label="Generated copy" className="grid min-h-64 place-items-center rounded-xl border border-dashed p-8 text-center text-muted-foreground">
        <p>Fill in the brief and press Generate. Your copy appears here as it is written.</p>
      </section>
    );
  }

  return (
    <section aria-label="Generated copy" aria-busy={busy} className="grid content-start gap-4">
      <div className="flex flex-wrap items-center gap-2 text-sm" role="status">
        {busy ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null}
        <span>
          {state.status === "waiting" ? "Writing…" : state.status === "revising" ? "Shortening to fit the platform…" : state.status === "streaming" ? "Writing…" : state.status === "done" ? "Done." : null}
        </span>
        {state.writer ? <WriterBadge label={state.writer} offline={state.offline} /> : null}
      </div>
      {state.message && state.status === "error" ? (
        <RefusalAlert message={state.message} code={state.errorCode} />
      ) : state.message ? (
        <p className="text-sm text-muted-foreground">{state.message}</p>
      ) : null}

      {state.text ? (
        <div className={twoUp ? "grid gap-4 xl:grid-cols-2" : "grid gap-4"}>
          {variants.map((variant, index) => (
            <article key={index} className="grid content-start gap-3 rounded-xl border bg-card p-4" aria-label={twoUp ? `Variant ${String.fromCharCode(65 + index)}` : "Copy"}>
              {twoUp ? <h2 className="text-sm font-semibold">{`Variant ${String.fromCharCode(65 + index)}`}</h2> : null}
              {editing && !busy ? (
                <Textarea aria-label={twoUp ? `Edit variant ${String.fromCharCode(65 + index)}` : "Edit the copy"} value={variant} rows={Math.min(20, variant.split("\n").length + 2)} onChange={(e) => updateVariant(index, e.target.value)} />
              ) : (
                <div className="whitespace-pre-wrap break-words text-sm leading-relaxed" data-testid="generated-copy">
                  {variant}
                </div>
              )}
              <ul className="grid gap-0.5" aria-label="Lengths">
                {sectionsOf(form, variant).map((section, position) => (
                  <li key={position}>
                    <LengthCounter section={section} />
                  </li>
                ))}
              </ul>
              {!busy ? (
                <div className="flex flex-wrap gap-2">
                  {unavailable ? (
                    <Button type="button" size="sm" variant="outline" onClick={unavailable}>
                      <Copy aria-hidden="true" />
                      Copy
                    </Button>
                  ) : (
                    <CopyButton text={variant} />
                  )}
                  <Button type="button" size="sm" variant="outline" onClick={unavailable ?? (() => void saveToLibrary(variant, form.contentType, { ...form, writer: state.writer }))}>
                    <Save aria-hidden="true" />
                    Save
                  </Button>
                </div>
              ) : null}
            </article>
          ))}
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
