import { describe, expect, it } from "vitest";

import { campaignChannelIds } from "../../config/campaigns";
import { buildGeneratorPrompt } from "../../generator/prompt";
import { assetGeneratorInput } from "./generator-input";
import { testCampaign, testOrder } from "./test-campaign";

describe("an asset's generator brief", () => {
  it.each([
    ["googleSearchAd", "ads", "google", ""],
    ["metaAd", "ads", "facebook", ""],
    ["linkedinAd", "social", "custom", "LinkedIn ad"],
    ["x", "social", "x", ""],
    ["linkedin", "social", "linkedin", ""],
    ["instagram", "social", "instagram", ""],
    ["facebook", "social", "custom", "Facebook"],
    ["threads", "social", "threads", ""],
    ["email", "email", "", ""],
    ["blogOutline", "blog", "outline", ""],
  ] as const)("writes %s as the generator's %s for %s", (channel, contentType, platform, customPlatform) => {
    expect(assetGeneratorInput(testOrder(channel))).toMatchObject({ contentType, platform, customPlatform });
  });

  it("writes a video script as a 30-second video", () => {
    expect(assetGeneratorInput(testOrder("videoScript"))).toMatchObject({ contentType: "scripts", duration: 30 });
  });

  it("sends a search ad's readers to the landing page", () => {
    expect(assetGeneratorInput(testOrder("googleSearchAd")).finalUrl).toBe(testCampaign.landingUrl);
  });

  it.each(campaignChannelIds)(
    "on %s carries the pillar, its key messages and proof points into the prompt",
    (channel) => {
      const order = testOrder(channel, 1);
      const { user } = buildGeneratorPrompt(assetGeneratorInput(order), null);
      expect(user).toContain("Fits every platform");
      expect(user).toContain("Every post fits its platform");
      expect(user).toContain("Your brand voice in every draft");
      expect(user).toContain("4.8 stars from 300 reviews");
      expect(user).not.toContain(testCampaign.keyMessages[0]);
    },
  );

  it.each(campaignChannelIds)("on %s says its pillar's key messages when the asset was given none", (channel) => {
    const order = testOrder(channel, 1);
    const bare = { ...order, asset: { ...order.asset, keyMessages: [] } };
    expect(buildGeneratorPrompt(assetGeneratorInput(bare), null).user).toContain("Every post fits its platform");
  });

  it("leads with another key message in a later round of the same channel", () => {
    const lead = (slot: number) => assetGeneratorInput(testOrder("x", slot)).benefits.split("\n")[0];
    const order = testOrder("x", 0);
    const later = { ...order, asset: { ...order.asset, slot: 2 } };
    expect(assetGeneratorInput(later).benefits.split("\n")[0]).not.toBe(lead(0));
  });
});
