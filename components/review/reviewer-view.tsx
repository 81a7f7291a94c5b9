"use client";

import { useState } from "react";

import { Button } from "@/components/ui/button";
import type { ApiResult } from "@/lib/api-client/api-error";
import { call } from "@/lib/api-client/call";
import { reviewRoutes } from "@/lib/api-client/routes/review";
import { campaignChannels } from "@/lib/config/campaigns";
import type { ReviewAnswer, ReviewedAsset } from "@/lib/review/schema";

import { ClosedReview } from "./closed-review";
import { shortDateTime } from "./labels";
import { ReviewedAssetCard, reviewedAssetName, type Verdict } from "./reviewed-asset-card";
import { ReviewerName } from "./reviewer-name";
import { useReviewerName } from "./use-reviewer-name";

type Props = { token: string; initial: ReviewAnswer };

const closedMessage = "This review link has expired or was revoked. Ask for a new one.";

/** Groups the posts by channel, in the order the campaign lists them. */
function byChannel(assets: ReviewedAsset[]): { channel: ReviewedAsset["channel"]; assets: ReviewedAsset[] }[] {
  const groups = new Map<ReviewedAsset["channel"], ReviewedAsset[]>();
  for (const asset of assets) groups.set(asset.channel, [...(groups.get(asset.channel) ?? []), asset]);
  return [...groups].map(([channel, list]) => ({ channel, assets: list }));
}

/**
 * The reviewer's page: their name (asked once, kept in the browser), the posts by channel as the platforms show them,
 * a verdict per post, and Finish review. Every change is announced; a link that stops working says so plainly.
 */
export function ReviewerView({ token, initial }: Props) {
  const [review, setReview] = useState(initial);
  const [closed, setClosed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [name, setName] = useReviewerName();
  const finished = review.finishedAt !== null;
  const params = { token };

  const apply = (answer: ApiResult<ReviewAnswer>, said: string): boolean => {
    if (answer.ok) {
      setReview(answer.data);
      setAnnouncement(said);
      return true;
    }
    if (answer.error.status === 404 && answer.error.message === closedMessage) setClosed(true);
    else setError(answer.error.message);
    return false;
  };

  const judge = async (asset: ReviewedAsset, { verdict, comment }: Verdict): Promise<boolean> => {
    setBusy(true);
    setError(null);
    const answer = await call(
      reviewRoutes.verdict,
      { verdict, comment, reviewerName: name, version: asset.version },
      { params: { ...params, assetId: asset.id } },
    );
    setBusy(false);
    const label = reviewedAssetName(asset);
    return apply(answer, verdict === "approved" ? `${label} approved.` : `Changes requested on ${label}.`);
  };

  const finish = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    const answer = await call(reviewRoutes.finish, { reviewerName: name }, { params });
    setBusy(false);
    apply(answer, "Review finished. The team has been told.");
  };

  if (closed) return <ClosedReview message={closedMessage} />;

  const reviewed = review.assets.filter((asset) => asset.verdict !== null).length;
  return (
    <div className="grid min-w-0 gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{`Review: ${review.campaignName}`}</h1>
        <p className="text-sm text-muted-foreground">
          {finished
            ? "This review is finished. Thank you!"
            : `Approve each post or ask for changes. This link works until ${shortDateTime(review.expiresAt)}.`}
        </p>
      </header>
      {finished ? null : <ReviewerName name={name} onName={setName} />}
      <p aria-live="polite" role="status" className="sr-only" data-testid="review-announcement">
        {announcement}
      </p>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {review.assets.length === 0 ? <p>There is nothing to review yet.</p> : null}
      {byChannel(review.assets).map((group) => (
        <section key={group.channel} aria-labelledby={`channel-${group.channel}`} className="grid min-w-0 gap-3">
          <h2 id={`channel-${group.channel}`} className="text-lg font-semibold">
            {campaignChannels[group.channel].label}
          </h2>
          {group.assets.map((asset) => (
            <ReviewedAssetCard
              key={asset.id}
              asset={asset}
              canJudge={name !== "" && !finished}
              busy={busy}
              onVerdict={judge}
            />
          ))}
        </section>
      ))}
      {finished ? (
        <p className="rounded-lg border p-4 font-medium" data-testid="review-finished">
          Review finished. The team has been told and will see your notes.
        </p>
      ) : (
        <div className="grid gap-2 rounded-lg border p-4">
          <p className="text-sm">{`${reviewed} of ${review.assets.length} posts reviewed.`}</p>
          <Button
            type="button"
            className="w-fit aria-disabled:opacity-50"
            aria-disabled={busy || name === ""}
            onClick={() => {
              if (name !== "") void finish();
            }}
          >
            Finish review
          </Button>
          {name === "" ? <p className="text-sm text-muted-foreground">Give your name above first.</p> : null}
        </div>
      )}
    </div>
  );
}
