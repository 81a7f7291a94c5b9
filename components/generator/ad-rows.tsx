"use client";

import type { ReactNode } from "react";

import { LengthCounter } from "@/components/ai-form/length-counter";
import { NativeSelect } from "@/components/ui/native-select";
import { responsiveSearchAd } from "@/lib/config/generation/ads";
import type { Section } from "@/lib/generator/pipeline/format";
import type { RsaPins } from "@/lib/generator/pipeline/rsa";

const positions = Array.from({ length: responsiveSearchAd.shownHeadlines }, (_, index) => index + 1);

type Props = {
  rows: Section[];
  /** The Copy button for a row, or null while the copy is still being written. */
  copyAction: ((row: Section) => ReactNode) | null;
  pins: RsaPins;
  onPin: (headline: string, position: number | null) => void;
};

/**
 * A responsive search ad, one headline or description a row: its text, its own counter and Copy button, and for a
 * headline the position it is pinned to. Nothing is pinned until the user pins it: pinning lowers Ad Strength.
 */
export function AdRows({ rows, copyAction, pins, onPin }: Props) {
  return (
    <div className="grid gap-2">
      <p className="text-xs text-muted-foreground">
        Google rotates every headline. Pin one only if it must show in a given position: pins lower Ad Strength.
      </p>
      <ol className="grid gap-2" aria-label="Headlines and descriptions" data-testid="generated-copy">
        {rows.map((row, position) => {
          const headline = row.rule === "googleHeadline";
          const pin = headline ? pins[row.text] : undefined;
          return (
            <li
              key={position}
              className="flex flex-wrap items-start justify-between gap-3 rounded-lg border p-3"
              data-testid="ad-row"
            >
              <div className="grid min-w-0 flex-1 gap-1">
                <p className="break-words text-sm">{row.text}</p>
                <LengthCounter section={row} />
              </div>
              <div className="flex items-center gap-2">
                {headline && copyAction ? (
                  <label className="flex items-center gap-1.5 text-xs text-muted-foreground">
                    Pin<span className="sr-only">{` ${row.label.toLowerCase()}`}</span>
                    <NativeSelect
                      className="h-8 w-auto px-2 text-xs md:text-xs"
                      value={pin ?? ""}
                      onChange={(event) => onPin(row.text, event.target.value ? Number(event.target.value) : null)}
                    >
                      <option value="">Any position</option>
                      {positions.map((place) => (
                        <option key={place} value={place}>{`Position ${place}`}</option>
                      ))}
                    </NativeSelect>
                  </label>
                ) : null}
                {copyAction?.(row)}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
