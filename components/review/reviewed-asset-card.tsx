"use client";

import { Check, MessageSquare } from "lucide-react";
import { useId, useState } from "react";

import { CopyPreview } from "@/components/ai-form/previews/copy-preview";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { runsThroughout } from "@/lib/campaigns/export";
import { campaignChannels } from "@/lib/config/campaigns";
import { reviewLinks } from "@/lib/config/handoff";
import type { ReviewedAsset } from "@/lib/review/schema";
import { cn } from "@/lib/utils";

import { reviewStatusClasses, reviewStatusLabels } from "./labels";

export type Verdict = { verdict: "approved" | "changes_requested"; comment: string };

type Props = {
  asset: ReviewedAsset;
  /** Verdicts wait for the reviewer's name, and stop once the review is finished. */
  canJudge: boolean;
  busy: boolean;
  onVerdict: (asset: ReviewedAsset, verdict: Verdict) => Promise<boolean>;
};

export const reviewedAssetName = (asset: Pick<ReviewedAsset, "channel" | "slot">) =>
  `${campaignChannels[asset.channel].label} ${asset.slot + 1}`;

/** One post as its platform shows it, where it stands, and the reviewer's Approve or Request changes. */
export function ReviewedAssetCard({ asset, canJudge, busy, onVerdict }: Props) {
  const [asking, setAsking] = useState(false);
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const name = reviewedAssetName(asset);
  const off = !canJudge || busy;
  const unavailable = "aria-disabled:pointer-events-none aria-disabled:opacity-50";

  const send = async (verdict: Verdict) => {
    if (off) return;
    if (verdict.verdict === "changes_requested" && !verdict.comment.trim()) return setError("Say what should change.");
    setError(null);
    if (await onVerdict(asset, verdict)) {
      setAsking(false);
      setComment("");
    }
  };

  return (
    <article
      aria-labelledby={`${id}-name`}
      className="grid min-w-0 gap-3 overflow-hidden rounded-lg border bg-card p-4"
      data-testid="reviewed-asset"
    >
      <header className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <h3 id={`${id}-name`} className="font-semibold">
          {name}
        </h3>
        <span className="text-xs text-muted-foreground">{asset.date ?? runsThroughout}</span>
        <span
          className={cn("ml-auto rounded-full px-2 py-0.5 text-xs font-medium", reviewStatusClasses[asset.status])}
          data-testid="reviewed-asset-status"
        >
          {reviewStatusLabels[asset.status]}
        </span>
      </header>
      {asset.preview ? (
        <CopyPreview brief={asset.preview} variant={asset.text} />
      ) : (
        <p className="rounded-md bg-muted/50 p-3 text-sm break-words whitespace-pre-wrap">{asset.text}</p>
      )}
      {asset.verdict?.verdict === "changes_requested" ? (
        <p className="text-sm">
          <span className="font-medium">{`${asset.verdict.reviewerName} asked for changes: `}</span>
          <span className="whitespace-pre-wrap">{asset.verdict.comment}</span>
        </p>
      ) : null}
      {asking ? (
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-comment`} className="text-sm font-medium">
            {`What should change in ${name}?`}
          </label>
          <Textarea
            id={`${id}-comment`}
            rows={3}
            autoFocus
            value={comment}
            maxLength={reviewLinks.commentMaxCharacters}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setComment(event.target.value)}
          />
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {asking ? (
          <>
            <Button
              type="button"
              size="sm"
              aria-disabled={off}
              className={unavailable}
              onClick={() => void send({ verdict: "changes_requested", comment })}
            >
              Send request
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => setAsking(false)}>
              Cancel
            </Button>
          </>
        ) : (
          <>
            <Button
              type="button"
              size="sm"
              aria-disabled={off}
              aria-label={`Approve ${name}`}
              className={unavailable}
              onClick={() => void send({ verdict: "approved", comment: "" })}
            >
              <Check aria-hidden="true" />
              Approve
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              aria-disabled={off}
              aria-label={`Request changes to ${name}`}
              className={unavailable}
              onClick={() => {
                if (!off) setAsking(true);
              }}
            >
              <MessageSquare aria-hidden="true" />
              Request changes
            </Button>
          </>
        )}
      </div>
    </article>
  );
}
