import type { CampaignAssetAnswer } from "@/lib/campaigns/answer";
import type { ReviewLinkAnswer } from "@/lib/review/schema";

type ReviewStatus = CampaignAssetAnswer["review"]["status"];

export const reviewStatusLabels: Record<ReviewStatus, string> = {
  none: "Not reviewed",
  approved: "Approved",
  changes_requested: "Changes requested",
  changes_made: "Changes made",
};

export const reviewStatusClasses: Record<ReviewStatus, string> = {
  none: "bg-muted text-muted-foreground",
  approved: "bg-emerald-100 text-emerald-900",
  changes_requested: "bg-amber-100 text-amber-950",
  changes_made: "bg-sky-100 text-sky-950",
};

export const linkStatusLabels: Record<ReviewLinkAnswer["status"], string> = {
  open: "Open",
  expired: "Expired",
  revoked: "Revoked",
  finished: "Finished",
};

/** "29 Nov 2026, 14:05" on the reader's own clock. */
export function shortDateTime(iso: string): string {
  return new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" });
}
