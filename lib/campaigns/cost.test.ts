import { describe, expect, it } from "vitest";

import { campaignChannelIds, campaignChannels } from "../config/campaigns";
import { costSentence, fanOutCost } from "./cost";
import { assetsOfChannel, planAssets } from "./plan";

describe("the fan-out's cost", () => {
  it("counts a paid ad once, whatever the weeks", () => {
    expect(fanOutCost({ channels: ["metaAd", "googleSearchAd"], weeks: 4 })).toEqual({ assets: 2, units: 2 });
  });

  it("counts an organic channel's posts a week times the weeks, at its default cadence", () => {
    const weeks = 3;
    expect(fanOutCost({ channels: ["x"], weeks }).assets).toBe(campaignChannels.x.postsPerWeek * weeks);
  });

  it("follows an edited cadence, and a channel set to 0 costs nothing", () => {
    const brief = { channels: ["x", "linkedin", "metaAd"] as const, weeks: 2 };
    expect(fanOutCost(brief, { x: 2, linkedin: 0 })).toEqual({ assets: 2 * 2 + 0 + 1, units: 5 });
    expect(assetsOfChannel("linkedin", 2, { linkedin: 0 })).toBe(0);
  });

  it("is one unit per asset, in words", () => {
    expect(costSentence(fanOutCost({ channels: ["email", "metaAd"], weeks: 1 }))).toBe("2 assets · 2 units");
    expect(costSentence({ assets: 1, units: 1 })).toBe("1 asset · 1 unit");
  });
});

describe("the cost shown before accepting", () => {
  const house = {
    coreMessage: "Launch",
    pillars: [0, 1, 2].map((pillar) => ({ title: `P${pillar}`, keyMessages: [0], proofPoints: [] })),
  };
  it("is the number of assets the fan-out writes, for every channel, cadence and length", () => {
    for (const weeks of [1, 2, 3, 4])
      for (const posts of [0, 1, 5, 14])
        for (const channel of campaignChannelIds) {
          const brief = { channels: [channel, ...campaignChannelIds.filter((other) => other !== channel)], weeks };
          const cadence = { [channel]: posts };
          expect(fanOutCost(brief, cadence).assets).toBe(planAssets(brief, house, cadence).length);
        }
  });
});
