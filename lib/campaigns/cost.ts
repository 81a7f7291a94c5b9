// What accepting the message house costs: one unit per asset the fan-out writes. Pure, so the house editor can show
// the count as the cadence is edited, before anything is spent.
import type { CampaignChannel } from "../config/campaigns";
import { assetsOfChannel } from "./plan";
import type { Cadence } from "./schema";

export type FanOutCost = { assets: number; units: number };

export function fanOutCost(
  brief: { channels: readonly CampaignChannel[]; weeks: number },
  cadence: Cadence = {},
): FanOutCost {
  // Counted by the same rule the fan-out plans its assets with.
  const assets = brief.channels.reduce((sum, channel) => sum + assetsOfChannel(channel, brief.weeks, cadence), 0);
  return { assets, units: assets };
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

/** "12 assets · 12 units". */
export const costSentence = ({ assets, units }: FanOutCost) => `${plural(assets, "asset")} · ${plural(units, "unit")}`;
