// How long an asset counts on its platform and whether it is within the platform's hard limit.
// PLACEHOLDER (contract): the asset writer's owner replaces this with the generator's per-section checks.
import { campaignChannels, type CampaignChannel } from "../config/campaigns";
import { lengthRules } from "../config/generation/platform-lengths";
import { platformLength } from "./links";

export type AssetLength = {
  count: number;
  limit: number | null;
  unit: "characters" | "weighted characters";
  within: boolean;
};

export function assetLength(channel: CampaignChannel, text: string): AssetLength {
  const rule = campaignChannels[channel].lengthRule;
  const definition = rule ? lengthRules[rule] : null;
  const limit = definition?.hard ? definition.limit : null;
  const count = platformLength(channel, text);
  return { count, limit, unit: definition?.unit ?? "characters", within: limit === null || count <= limit };
}
