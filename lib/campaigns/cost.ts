// What accepting the message house costs: one unit per asset the fan-out writes. Pure, so the house editor can show
// the count as the cadence is edited, before anything is spent.
import { campaignChannels, type CampaignChannel } from "../config/campaigns";
import { postsPerWeekOf } from "./calendar";
import type { Cadence } from "./schema";

export type FanOutCost = { assets: number; units: number };

/** Assets one channel gets: a paid ad is one asset running throughout; an organic channel posts each week. */
export function channelAssetCount(channel: CampaignChannel, cadence: Cadence, weeks: number): number {
  return campaignChannels[channel].paidAd ? 1 : postsPerWeekOf(channel, cadence) * weeks;
}

export function fanOutCost(
  brief: { channels: readonly CampaignChannel[]; weeks: number },
  cadence: Cadence = {},
): FanOutCost {
  const assets = brief.channels.reduce((sum, channel) => sum + channelAssetCount(channel, cadence, brief.weeks), 0);
  return { assets, units: assets };
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

/** "12 assets · 12 units". */
export const costSentence = ({ assets, units }: FanOutCost) => `${plural(assets, "asset")} · ${plural(units, "unit")}`;
