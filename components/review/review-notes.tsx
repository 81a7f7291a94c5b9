import type { CampaignAssetAnswer } from "@/lib/campaigns/answer";
import { cn } from "@/lib/utils";

import { reviewStatusClasses, reviewStatusLabels, shortDateTime } from "./labels";

/** An asset's client review on its card: where it stands, and the reviewers' verdicts with their comments. */
export function ReviewNotes({ review }: { review: CampaignAssetAnswer["review"] }) {
  if (review.status === "none" && review.notes.length === 0) return null;
  return (
    <div className="grid gap-1.5 text-sm" data-testid="asset-review">
      <span
        className={cn("w-fit rounded-full px-2 py-0.5 text-xs font-medium", reviewStatusClasses[review.status])}
        data-testid="review-status"
      >
        {`Review: ${reviewStatusLabels[review.status]}`}
      </span>
      {review.notes.length > 0 ? (
        <ul className="grid gap-1" aria-label="Reviewers' notes">
          {review.notes.map((note) => (
            <li key={`${note.createdAt}-${note.reviewerName}`} className="rounded-md bg-muted/60 px-2 py-1">
              <span className="font-medium">{note.reviewerName}</span>
              <span className="text-muted-foreground">
                {` · ${note.verdict === "approved" ? "approved" : "asked for changes"} · ${shortDateTime(note.createdAt)}`}
              </span>
              {note.comment ? <p className="break-words whitespace-pre-wrap">{note.comment}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
