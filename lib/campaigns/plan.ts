// Which assets a campaign's fan-out writes: one per paid-ad channel (it runs throughout) and one per scheduled post of
// each organic channel (posts a week × weeks). Pillars take turns across the whole campaign, so any three assets
// carry all three pillars; an asset carries its pillar's key messages, and since every key message stands under a
// pillar (the message house's own rule), a campaign of three or more assets covers them all.
import { campaignChannels, type CampaignChannel } from "../config/campaigns";
import { postsPerWeekOf } from "./calendar";
import type { Cadence, CampaignBrief, MessageHouse } from "./schema";

export type PlannedAsset = { channel: CampaignChannel; slot: number; pillar: number; keyMessages: number[] };

/** How many assets a channel gets: one for a paid ad, its posts over the campaign for an organic channel. */
export function assetsOfChannel(channel: CampaignChannel, weeks: number, cadence: Cadence): number {
  return campaignChannels[channel].organic ? postsPerWeekOf(channel, cadence) * weeks : 1;
}

export function planAssets(
  brief: Pick<CampaignBrief, "channels" | "weeks">,
  house: MessageHouse,
  cadence: Cadence,
): PlannedAsset[] {
  let turn = 0;
  return brief.channels.flatMap((channel) =>
    Array.from({ length: assetsOfChannel(channel, brief.weeks, cadence) }, (_, slot) => {
      const pillar = turn++ % house.pillars.length;
      return { channel, slot, pillar, keyMessages: [...(house.pillars[pillar]?.keyMessages ?? [])] };
    }),
  );
}
