"use client";

import { measure } from "@/lib/ai/limits";
import type { Section } from "@/lib/generator/pipeline/format";
import { cn } from "@/lib/utils";

/** A live "count / limit" for one part of the copy, counted the platform's way; over a limit it says by how much. */
export function LengthCounter({ section }: { section: Section }) {
  if (!section.rule) {
    const words = section.text.split(/\s+/).filter(Boolean).length;
    return (
      <span className="text-xs text-muted-foreground">{`${Array.from(section.text).length} characters · ${words} words`}</span>
    );
  }
  const length = measure(section.rule, section.text);
  const over = length.over > 0;
  return (
    <span
      className={cn(
        "text-xs tabular-nums",
        over
          ? length.hard
            ? "font-semibold text-destructive"
            : "text-amber-700 dark:text-amber-400"
          : "text-muted-foreground",
      )}
      data-testid="length-counter"
    >
      {`${section.label}: ${length.count} / ${length.limit}`}
      {over
        ? length.hard
          ? ` · ${length.over} over the limit`
          : ` · ${length.over} over the recommended length`
        : null}
    </span>
  );
}
