import { describe, expect, it } from "vitest";

import { assetLength } from "../../campaigns/limits";
import { testAsset, testCampaign } from "../../campaigns/test-campaign";
import { gateAssets } from "../gate";

const xPost = (text: string) => testAsset({ text, length: assetLength("x", text) });

describe("the gate in front of Typefully", () => {
  it("lets an X thread through when each part is within X's limit, though the whole is not", () => {
    const thread = xPost(`${"a".repeat(200)}\n---\n${"b".repeat(200)}`);
    expect(thread.length.within).toBe(false);
    expect(gateAssets(testCampaign([thread]), "typefully").ready).toEqual([thread]);
    // Postiz and Buffer publish the text as one post: it stays held there.
    expect(gateAssets(testCampaign([thread]), "postiz").held).toMatchObject([{ reason: "over_limit" }]);
  });

  it("holds the thread whose part is over, naming the part", () => {
    const thread = xPost(`Short.\n---\n${"🚀".repeat(141)}`);
    expect(gateAssets(testCampaign([thread]), "typefully")).toEqual({
      ready: [],
      held: [
        {
          assetId: thread.id,
          channel: "x",
          reason: "over_limit",
          message: "Part 2 of X 1's thread is 282 of 280 weighted characters: shorten it to hand it over.",
        },
      ],
    });
    const single = xPost("c".repeat(281));
    expect(gateAssets(testCampaign([single]), "typefully").held[0]?.message).toBe(
      "X 1 is 281 of 280 weighted characters: shorten it to hand it over.",
    );
  });
});
