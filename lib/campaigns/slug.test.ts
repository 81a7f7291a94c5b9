import { describe, expect, it } from "vitest";

import { campaignLimits } from "../config/campaigns";
import { campaignSlug } from "./slug";

describe("a campaign's slug", () => {
  it("is the name in lower case, words joined by hyphens", () => {
    expect(campaignSlug("Spring Launch 2026!")).toBe("spring-launch-2026");
    expect(campaignSlug("  --Q3: Leads & Demos--  ")).toBe("q3-leads-demos");
  });

  it("drops accents from Latin letters and keeps other scripts", () => {
    expect(campaignSlug("Café Crème Été")).toBe("cafe-creme-ete");
    expect(campaignSlug("Cafe\u0301")).toBe("cafe");
    expect(campaignSlug("東京 ローンチ")).toBe("東京-ローンチ");
    expect(campaignSlug("Запуск весна")).toBe("запуск-весна");
  });

  it("falls back to a word when the name has no letters or digits", () => {
    expect(campaignSlug("🚀 !!!")).toBe("campaign");
    expect(campaignSlug("")).toBe("campaign");
  });

  it("is cut to the limit without a trailing hyphen", () => {
    const max = campaignLimits.slugMaxCharacters;
    const slug = campaignSlug(`${"a".repeat(max - 1)} b`);
    expect(slug).toBe("a".repeat(max - 1));
    expect(campaignSlug("word ".repeat(40)).length).toBeLessThanOrEqual(max);
  });
});
