import { describe, expect, it } from "vitest";

import { countFor } from "../ai/limits";
import { campaignChannelIds, campaignChannels } from "../config/campaigns";
import { assetLink, linkLength, platformLength } from "./links";

const utm = (link: string | null) => Object.fromEntries(new URL(link ?? "https://none.example").searchParams);

describe("an asset's link", () => {
  it("tags the landing page with the platform, the medium, the campaign and the asset", () => {
    expect(assetLink("https://hookline.example/spring", { id: "x-3", channel: "x" }, "spring-launch")).toBe(
      "https://hookline.example/spring?utm_source=x&utm_medium=social&utm_campaign=spring-launch&utm_content=x-3",
    );
    expect(utm(assetLink("https://hookline.example/", { id: "m-1", channel: "metaAd" }, "s"))).toMatchObject({
      utm_source: "meta",
      utm_medium: "paid",
    });
    expect(utm(assetLink("https://hookline.example/", { id: "e-1", channel: "email" }, "s")).utm_medium).toBe("email");
  });

  it("keeps the landing page's own query as written and its fragment", () => {
    expect(
      assetLink("https://hookline.example/p?ref=a%20b&q=x+y&flag#pricing", { id: "li-1", channel: "linkedin" }, "s"),
    ).toBe(
      "https://hookline.example/p?ref=a%20b&q=x+y&flag&utm_source=linkedin&utm_medium=social&utm_campaign=s&utm_content=li-1#pricing",
    );
  });

  it("replaces UTM parameters the landing page already had, once each", () => {
    const link = assetLink(
      "https://hookline.example/?utm_source=old&utm_campaign=old&id=7",
      { id: "t-1", channel: "threads" },
      "s",
    );
    expect(link).toBe(
      "https://hookline.example/?id=7&utm_source=threads&utm_medium=social&utm_campaign=s&utm_content=t-1",
    );
  });

  it("encodes a slug or id that needs it", () => {
    const link = assetLink("https://hookline.example/", { id: "a&b c", channel: "x" }, "東京-ローンチ");
    expect(utm(link)).toMatchObject({ utm_campaign: "東京-ローンチ", utm_content: "a&b c" });
  });

  it("is absent for channels whose assets carry no link", () => {
    for (const channel of ["instagram", "blogOutline", "videoScript"] as const)
      expect(assetLink("https://hookline.example/", { id: "a", channel }, "s")).toBeNull();
  });

  it("is tagged for every paid ad as paid", () => {
    for (const channel of campaignChannelIds.filter((id) => campaignChannels[id].paidAd))
      expect(campaignChannels[channel].link?.utmMedium).toBe("paid");
  });
});

describe("the length a text with its link counts", () => {
  const longUrl = `https://www.example.com/spring?${"a".repeat(80)}=1&utm_source=x&utm_medium=social&utm_content=x-1`;

  it("counts any link on X as the platform says, whatever its length", () => {
    expect(linkLength("x", longUrl)).toBe(23);
    expect(platformLength("x", longUrl)).toBe(campaignChannels.x.link.countsAsCharacters);
    expect(platformLength("x", `Start your free trial ${longUrl}`)).toBe("Start your free trial ".length + 23);
  });

  it("agrees with the platform counter for every channel that says how a link counts", () => {
    for (const channel of campaignChannelIds) {
      const { link, lengthRule } = campaignChannels[channel];
      if (link?.countsAsCharacters != null && lengthRule)
        expect(countFor(lengthRule, longUrl)).toBe(link.countsAsCharacters);
    }
  });

  it("counts a link as written elsewhere, and emoji as one character", () => {
    expect(linkLength("linkedin", longUrl)).toBe(longUrl.length);
    expect(platformLength("linkedin", `Go 🚀 ${longUrl}`)).toBe(5 + longUrl.length);
    expect(platformLength("email", "é🚀")).toBe(2);
  });
});
