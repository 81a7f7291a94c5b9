// A campaign on every channel for the writers' tests: the shared valid brief with banned terms, a disclosure and a
// pillar per key message, and the order for one asset of it.
import { campaignChannelIds, type CampaignChannel } from "../../config/campaigns";
import { campaignBriefSchema, type CampaignBrief, type MessageHouse } from "../schema";
import { validBrief } from "../test-brief";
import type { AssetOrder } from "./order";

export const testCampaign: CampaignBrief = campaignBriefSchema.parse({
  ...validBrief,
  keyMessages: [...validBrief.keyMessages, "Your brand voice in every draft"],
  proofPoints: [...validBrief.proofPoints, "4.8 stars from 300 reviews"],
  bannedTerms: ["guaranteed", "best ever", "cheap"],
  disclosure: "Paid partnership with Hookline.",
  channels: campaignChannelIds,
});

export const testHouse: MessageHouse = {
  coreMessage: "Campaign copy that fits every platform, written in two days",
  pillars: [
    { title: "Fast onboarding", keyMessages: [0], proofPoints: [0] },
    { title: "Fits every platform", keyMessages: [1], proofPoints: [1] },
    { title: "Your voice", keyMessages: [2], proofPoints: [0, 1] },
  ],
};

export function testOrder(channel: CampaignChannel, slot = 0, brief: CampaignBrief = testCampaign): AssetOrder {
  return {
    brief,
    house: testHouse,
    slug: "spring-launch",
    asset: {
      id: `00000000-0000-4000-8000-${String(slot).padStart(12, "0")}`,
      channel,
      slot,
      pillar: slot % 3,
      keyMessages: [slot % 3, (slot + 1) % 3],
      callToAction: null,
    },
    voice: null,
  };
}
