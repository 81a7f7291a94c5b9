import { describe, expect, it } from "vitest";

import { coverage } from "./coverage";
import { assetsOfChannel, planAssets } from "./plan";
import type { MessageHouse } from "./schema";

const house: MessageHouse = {
  coreMessage: "Launch faster",
  pillars: [
    { title: "Speed", keyMessages: [0], proofPoints: [] },
    { title: "Fit", keyMessages: [1, 2], proofPoints: [] },
    { title: "Trust", keyMessages: [3], proofPoints: [] },
  ],
};

describe("planAssets", () => {
  it("writes one asset per paid ad and one per scheduled organic post", () => {
    const plan = planAssets({ channels: ["googleSearchAd", "x", "email"], weeks: 2 }, house, {});
    const count = (channel: string) => plan.filter((asset) => asset.channel === channel).length;
    expect(count("googleSearchAd")).toBe(1);
    expect(count("x")).toBe(10);
    expect(count("email")).toBe(2);
    expect(plan.filter((asset) => asset.channel === "x").map((asset) => asset.slot)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
  });

  it("follows an edited cadence, and a channel taken off the calendar gets no asset", () => {
    const plan = planAssets({ channels: ["x", "linkedin"], weeks: 1 }, house, { x: 1, linkedin: 0 });
    expect(plan.map((asset) => asset.channel)).toEqual(["x"]);
  });

  it("gives pillars turns across channels, so three single assets cover every key message", () => {
    const plan = planAssets({ channels: ["metaAd", "linkedinAd", "googleSearchAd"], weeks: 1 }, house, {});
    expect(plan.map((asset) => asset.pillar)).toEqual([0, 1, 2]);
    const assets = plan.map((asset, index) => ({ id: String(index), keyMessages: asset.keyMessages }));
    expect(coverage(["a", "b", "c", "d"], assets).allCovered).toBe(true);
  });

  it("counts a paid ad once, whatever the weeks, and an organic channel's posts over the weeks", () => {
    expect(assetsOfChannel("x", 4, {})).toBe(20);
    expect(assetsOfChannel("metaAd", 4, {})).toBe(1);
  });
});
