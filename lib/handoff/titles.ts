import type { CampaignAssetAnswer } from "../campaigns/answer";
import { campaignChannels } from "../config/campaigns";

/** "X 3": the asset's channel and its number there, as the board labels it. */
export const assetTitleOnChannel = (asset: Pick<CampaignAssetAnswer, "channel" | "slot">) =>
  `${campaignChannels[asset.channel].label} ${asset.slot + 1}`;
