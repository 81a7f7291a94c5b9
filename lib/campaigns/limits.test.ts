import { describe, expect, it } from "vitest";

import { assetLength } from "./limits";

// A domain X recognises (hookline.example is none, so X would count it as plain characters).
const link = "https://hookline.com/spring?utm_source=x&utm_medium=social&utm_campaign=spring-launch&utm_content=a1";

describe("an asset's length", () => {
  it("counts an X post as X does: any link weighs 23", () => {
    const text = `${"a".repeat(250)} ${link}`;
    expect(assetLength("x", text)).toEqual({ count: 274, limit: 280, unit: "weighted characters", within: true });
    expect(assetLength("x", `${"a".repeat(260)} ${link}`).within).toBe(false);
  });

  it("holds a LinkedIn ad's intro text to 600 characters and a Facebook post to 63,206", () => {
    expect(assetLength("linkedinAd", "a".repeat(600))).toMatchObject({ limit: 600, within: true });
    expect(assetLength("linkedinAd", "a".repeat(601)).within).toBe(false);
    expect(assetLength("facebook", "a".repeat(63_206))).toMatchObject({ limit: 63_206, within: true });
    expect(assetLength("facebook", "a".repeat(63_207)).within).toBe(false);
  });

  it("holds each line of a search ad to its limit, the final URL aside", () => {
    const ad = [
      `Final URL: ${link}`,
      "Headline 1: Onboard in two days",
      "Headline 2: Every post fits",
      "Headline 3: Start your free trial",
      "Description 1: Every post fits its platform.",
      "Description 2: Paid partnership.",
    ].join("\n");
    expect(assetLength("googleSearchAd", ad)).toMatchObject({ limit: null, within: true });
    const long = ad.replace("Headline 2: Every post fits", "Headline 2: Every post fits its platform, always");
    expect(assetLength("googleSearchAd", long).within).toBe(false);
  });

  it("has no limit where the channel sets none", () => {
    expect(assetLength("blogOutline", "a".repeat(20_000))).toMatchObject({ limit: null, within: true });
  });
});
