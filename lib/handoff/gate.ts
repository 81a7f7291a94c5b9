// The gate in front of every hand-off: what may leave Hookline, and why the rest may not. A post over its platform's
// hard limit never leaves; with review on, neither does one whose current text a reviewer has not approved.
import { AppError } from "../app-error";
import type { CampaignAnswer, CampaignAssetAnswer } from "../campaigns/answer";
import { campaignChannels } from "../config/campaigns";
import { handoffDestinations, type HandoffDestination } from "../config/handoff";
import type { HeldPost } from "./schema";
import { assetTitleOnChannel } from "./titles";
import { xThreadOverLimit } from "./typefully/draft";

export type GateResult = { ready: CampaignAssetAnswer[]; held: HeldPost[] };

type Gated = Pick<CampaignAnswer, "assets" | "reviewRequired">;

function heldReason(campaign: Gated, asset: CampaignAssetAnswer, destination: HandoffDestination): HeldPost | null {
  const name = assetTitleOnChannel(asset);
  const hold = (reason: HeldPost["reason"], message: string): HeldPost => ({
    assetId: asset.id,
    channel: asset.channel,
    reason,
    message,
  });
  const { channels, label } = handoffDestinations[destination];
  if (!(channels as readonly string[]).includes(asset.channel))
    return hold("not_supported", `${name} is not a post ${label} publishes.`);
  if (asset.status !== "done" || asset.text.trim() === "") return hold("not_written", `${name} is not written yet.`);
  // Typefully sends an X post's parts (split at lines of "---") as a thread: each part is held to X's limit instead.
  if (destination === "typefully" && asset.channel === "x") {
    const tooLong = xThreadOverLimit(asset.text, name);
    if (tooLong) return hold("over_limit", tooLong);
  } else if (!asset.length.within)
    return hold(
      "over_limit",
      `${name} is ${asset.length.count.toLocaleString("en-US")} of ${(asset.length.limit ?? 0).toLocaleString("en-US")} ${asset.length.unit}: shorten it to hand it over.`,
    );
  if (campaign.reviewRequired && asset.review.status !== "approved")
    return hold("not_approved", `${name} is waiting for the reviewer's approval.`);
  return null;
}

/** Splits the chosen assets (every asset when none are named) into those that may leave and those held back. */
export function gateAssets(campaign: Gated, destination: HandoffDestination, assetIds?: readonly string[]): GateResult {
  const chosen = assetIds ? campaign.assets.filter((asset) => assetIds.includes(asset.id)) : campaign.assets;
  if (assetIds && chosen.length < new Set(assetIds).size)
    throw new AppError("not_found", "Some of the chosen posts are not in this campaign.");
  const ready: CampaignAssetAnswer[] = [];
  const held: HeldPost[] = [];
  for (const asset of chosen) {
    const reason = heldReason(campaign, asset, destination);
    if (reason) {
      // Assets that are not posts at all (ads, emails) are left out silently when the whole campaign is chosen.
      if (reason.reason === "not_supported" && !assetIds && !campaignChannels[asset.channel].organic) continue;
      held.push(reason);
    } else ready.push(asset);
  }
  return { ready, held };
}
