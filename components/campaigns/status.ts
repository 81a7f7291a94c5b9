import type { CampaignAnswer } from "@/lib/campaigns/answer";

type Status = CampaignAnswer["status"];
type AssetStatus = CampaignAnswer["assets"][number]["status"];

export const campaignStatusLabels: Record<Status, string> = {
  draft: "Draft",
  house_ready: "Message house ready",
  approved: "Approved",
  running: "Writing",
  done: "Done",
  failed: "Failed",
};

export const assetStatusLabels: Record<AssetStatus, string> = {
  pending: "Waiting",
  running: "Writing",
  done: "Written",
  failed: "Failed",
};

/** "3 of 12 assets written" (and how many failed, when any did). */
export function progressSentence(progress: CampaignAnswer["progress"]): string {
  const failed = progress.failed > 0 ? ` · ${progress.failed} failed` : "";
  return `${progress.done} of ${progress.total} assets written${failed}`;
}
