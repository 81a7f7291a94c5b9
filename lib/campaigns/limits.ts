// How long an asset counts on its platform and whether the platform would take it: every part within the generator's
// hard limit for it (a search ad's headlines and descriptions, a post as a whole) and the whole asset within the
// channel's own limit, counted as the platform counts (X weighs any link as 23). Pure, so the board counts as the
// user types.
import { campaignChannels, type CampaignChannel } from "../config/campaigns";
import { lengthRules } from "../config/generation/platform-lengths";
import { hardLimitProblems } from "../generator/pipeline/over-limit";
import { platformLength } from "./links";
import { channelFormat } from "./writer/generator-input";

export type AssetLength = {
  count: number;
  limit: number | null;
  unit: "characters" | "weighted characters";
  within: boolean;
};

export function assetLength(channel: CampaignChannel, text: string): AssetLength {
  const { lengthRule, hardLimit } = campaignChannels[channel];
  const count = platformLength(channel, text);
  const within =
    hardLimitProblems(channelFormat(channel), text).length === 0 && (hardLimit === null || count <= hardLimit);
  return { count, limit: hardLimit, unit: lengthRule ? lengthRules[lengthRule].unit : "characters", within };
}
