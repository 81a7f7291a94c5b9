// What the asset writer is given: the campaign's brief and approved message house, and the one asset to write.
import type { CampaignChannel } from "../../config/campaigns";
import type { BrandVoice } from "../../generator/pipeline/voice";
import type { CampaignBrief, MessageHouse } from "../schema";

export type AssetOrder = {
  brief: CampaignBrief;
  house: MessageHouse;
  /** The campaign's slug, for the asset's tagged link. */
  slug: string;
  asset: {
    id: string;
    channel: CampaignChannel;
    slot: number;
    pillar: number;
    keyMessages: readonly number[];
    /** The asset's own call to action; null: the campaign's. */
    callToAction: string | null;
  };
  voice: BrandVoice | null;
};
