"use client";

import { ChevronDown, CircleCheck, CircleX, Trophy } from "lucide-react";
import { useId, useState } from "react";

import { checksSummary } from "@/lib/scoring/summary";
import type { VariantScore as Score } from "@/lib/scoring/types";
import { cn } from "@/lib/utils";

type Props = {
  result: Score;
  /** The variant that scored highest of an A/B pair (never both, never on a tie). */
  better?: boolean;
};

/**
 * A variant's score ("Score 82/100 · 2 checks need work") and the checks behind it, each passed or failed in words and
 * by icon shape (not by colour alone), with its one-line reason, so a score is never a bare number. On a phone the
 * checks fold under the score line and open on tap, so a variant does not run two screens; wide screens show them.
 */
export function VariantScore({ result, better = false }: Props) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div className="grid gap-2 rounded-lg border p-3" data-testid="variant-score">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <strong className="text-sm font-semibold tabular-nums">{`Score ${result.score}/100`}</strong>
        {better ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary">
            <Trophy className="size-3.5" aria-hidden="true" />
            Better variant
          </span>
        ) : null}
        <span className="text-xs text-muted-foreground" data-testid="score-summary">
          {`· ${checksSummary(result)}`}
        </span>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
          className="ml-auto inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-xs font-medium hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none lg:hidden"
        >
          {open ? "Hide checks" : "Show checks"}
          <ChevronDown className={cn("size-4 transition-transform", open && "rotate-180")} aria-hidden="true" />
        </button>
      </div>
      <ul id={listId} className={cn("gap-1.5", open ? "grid" : "hidden lg:grid")} aria-label="Score checks">
        {result.checks.map((item) => {
          const Icon = item.pass ? CircleCheck : CircleX;
          return (
            <li key={item.id} className="flex items-start gap-2 text-xs" data-pass={item.pass}>
              <Icon
                className={cn(
                  "mt-px size-4 shrink-0",
                  item.pass ? "text-emerald-700 dark:text-emerald-400" : "text-destructive",
                )}
                aria-hidden="true"
              />
              <div className="grid min-w-0 gap-0.5">
                <p>
                  <span className="font-medium">{item.label}</span>
                  <span className={item.pass ? "text-muted-foreground" : "font-medium text-destructive"}>
                    {item.pass ? " · Passed" : " · Failed"}
                  </span>
                </p>
                <p className="break-words text-muted-foreground">{item.why}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
