"use client";

import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";

import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

import type { Shortened } from "./use-generation";

function summary({ removed, dropped }: Shortened): string {
  const left =
    dropped.length === 1
      ? "1 ad line that could not fit was left out"
      : `${dropped.length} ad lines that could not fit were left out`;
  if (dropped.length === 0) return "what was still over the platform's limit was cut.";
  return removed.length > 0 ? `what was still over the platform's limit was cut, and ${left}.` : `${left}.`;
}

/**
 * Says the copy was cut to fit the platform's limits after the writer went over them, with what was cut and the ad
 * lines left out one click away, so nothing disappears without the user being able to see it.
 */
export function ShortenedNote({ shortened }: { shortened: Shortened }) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  const { removed, dropped } = shortened;
  return (
    <div className="grid gap-2 rounded-lg border bg-muted/40 p-3 text-sm" data-testid="shortened-note">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p>
          <strong className="font-semibold">Shortened to fit</strong>
          <span className="text-muted-foreground"> — {summary(shortened)}</span>
        </p>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          aria-expanded={open}
          aria-controls={panel}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? "Hide removed text" : "Show removed text"}
          <ChevronDown aria-hidden="true" className={cn("transition-transform", open && "rotate-180")} />
        </Button>
      </div>
      <div id={panel} hidden={!open} className="grid gap-2">
        {removed.length > 0 ? (
          <div>
            <p className="font-medium">Removed</p>
            <ul className="grid gap-1 break-words text-muted-foreground" aria-label="Removed text">
              {removed.map((piece, index) => (
                <li key={index} className="whitespace-pre-wrap">
                  {piece}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {dropped.length > 0 ? (
          <div>
            <p className="font-medium">Left out of the ad (over Google&apos;s limit)</p>
            <ul className="grid gap-1 break-words text-muted-foreground" aria-label="Dropped ad lines">
              {dropped.map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </div>
  );
}
