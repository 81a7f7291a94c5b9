"use client";

import { CircleAlert, CircleCheck } from "lucide-react";

import { Button } from "@/components/ui/button";
import type { CampaignAnswer } from "@/lib/campaigns/answer";

type Props = {
  coverage: CampaignAnswer["coverage"];
  /** Writing is possible: the campaign has started. */
  canWrite: boolean;
  pending: number | null;
  onCover: (keyMessage: number) => void;
};

/** Each key message, carried by some asset or marked "Not covered" with a way to write an asset for it. */
export function CoveragePanel({ coverage, canWrite, pending, onCover }: Props) {
  return (
    <section aria-labelledby="coverage-heading" className="grid gap-3 rounded-lg border p-4">
      <h2 id="coverage-heading" className="text-lg font-semibold">
        Key message coverage
      </h2>
      <ul className="grid gap-2">
        {coverage.keyMessages.map((item) => (
          <li key={item.index} className="flex flex-wrap items-start gap-2 text-sm" data-testid="coverage-item">
            {item.covered ? (
              <CircleCheck className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
            ) : (
              <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
            )}
            <span className="min-w-0 flex-1">
              {item.text}
              <span className={item.covered ? "text-muted-foreground" : "font-medium text-destructive"}>
                {item.covered
                  ? ` · ${item.assetIds.length} asset${item.assetIds.length === 1 ? "" : "s"}`
                  : " · Not covered"}
              </span>
            </span>
            {!item.covered && canWrite ? (
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={pending !== null}
                aria-label={`Write an asset for “${item.text}”`}
                onClick={() => onCover(item.index)}
              >
                {pending === item.index ? "Writing…" : "Write an asset for it"}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
