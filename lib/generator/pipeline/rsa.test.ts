import { describe, expect, it } from "vitest";

import { brief } from "../fixtures/briefs";
import { adDisplayUrl, responsiveSearchAdSet, shownCombination } from "./rsa";

const google = brief("google");
const lines = (kind: "Headline" | "Description", texts: string[]) =>
  texts.map((text, index) => `${kind} ${index + 1}: ${text}`).join("\n");

describe("a responsive search ad set", () => {
  it("keeps every distinct headline and description, and pins none unless the user does", () => {
    const variant = `${lines("Headline", ["Espresso Like a Café", "Meet the Brewly Grinder", "Grind Sizes Set for You", "Order Yours Today"])}\n${lines("Description", ["Scan your beans and get the right grind.", "Café-quality espresso at home, with less waste."])}`;
    const set = responsiveSearchAdSet(google, variant);
    expect(set?.counts).toEqual({ headlines: 4, descriptions: 2 });
    expect(set?.problems).toEqual([]);
    expect(set?.headlines.map((headline) => [headline.text, headline.pin])).toEqual([
      ["Espresso Like a Café", null],
      ["Meet the Brewly Grinder", null],
      ["Grind Sizes Set for You", null],
      ["Order Yours Today", null],
    ]);
    expect(set?.descriptions.every((description) => description.pin === null)).toBe(true);
    const pinned = responsiveSearchAdSet(google, variant, {
      "Meet the Brewly Grinder": 1,
      "Order Yours Today": 2,
      "Grind Sizes Set for You": 7,
    });
    expect(pinned?.headlines.map((headline) => headline.pin)).toEqual([null, 1, null, 2]);
  });

  it("leaves out repeats, whatever their case and spacing, and says which they repeat", () => {
    const variant = `${lines("Headline", ["Brewly Smart Grinder", "Better Espresso at Home", "brewly   smart grinder", "BETTER ESPRESSO AT HOME", "Try It Free"])}\n${lines("Description", ["Grind for the beans you scan.", "Grind for the beans you  scan."])}`;
    const set = responsiveSearchAdSet(google, variant);
    expect(set?.headlines.map((headline) => headline.text)).toEqual([
      "Brewly Smart Grinder",
      "Better Espresso at Home",
      "Try It Free",
    ]);
    expect(set?.leftOut.map(({ kind, label, reason }) => [kind, label, reason])).toEqual([
      ["headline", "Headline 3", "duplicate"],
      ["headline", "Headline 4", "duplicate"],
      ["description", "Description 2", "duplicate"],
    ]);
    expect(set?.leftOut[0]?.message).toBe(
      'Headline 3 repeats headline 1 ("Brewly Smart Grinder"); Google refuses duplicates, so it is left out.',
    );
    expect(set?.problems).toEqual(["Google needs at least 2 descriptions; this ad has 1."]);
  });

  it("takes at most 15 headlines and 4 descriptions, and none over Google's limits", () => {
    const headlines = Array.from({ length: 17 }, (_, index) => `Grind Setting Number ${index + 1}`);
    const descriptions = [
      "One.",
      "Two.",
      `${"Far too long for a description ".repeat(3)}.`,
      "Three.",
      "Four.",
      "Five.",
    ];
    const set = responsiveSearchAdSet(
      google,
      `${lines("Headline", ["A headline well over thirty characters", ...headlines])}\n${lines("Description", descriptions)}`,
    );
    expect(set?.counts).toEqual({ headlines: 15, descriptions: 4 });
    expect(set?.leftOut.map(({ label, reason }) => `${label}: ${reason}`)).toEqual([
      "Headline 1: too long",
      "Headline 17: beyond the maximum",
      "Headline 18: beyond the maximum",
      "Description 3: too long",
      "Description 6: beyond the maximum",
    ]);
    expect(set?.leftOut[0]?.message).toBe("Headline 1 is 38 of 30 characters; Google refuses it, so it is left out.");
  });

  it("says when Google would refuse the ad for too few headlines", () => {
    const set = responsiveSearchAdSet(
      google,
      "Headline 1: Brewly\nHeadline 2: Brewly\nDescription 1: One.\nDescription 2: Two.",
    );
    expect(set?.problems).toEqual(["Google needs at least 3 headlines; this ad has 1."]);
  });

  it("is only made from a Google ad with labelled lines", () => {
    expect(responsiveSearchAdSet(brief("facebook"), "Headline: Meet Brewly")).toBeNull();
    expect(responsiveSearchAdSet(google, "Just some text about Brewly.")).toBeNull();
  });
});

describe("the combination a search result shows", () => {
  it("puts the pinned headlines in their places, fills the rest in order and runs two descriptions together", () => {
    const variant = `${lines("Headline", ["Espresso Like a Café", "Grind Sizes Set for You", "Order Yours Today", "Meet Brewly", "Less Wasted Coffee"])}\n${lines("Description", ["Scan your beans.", "Get the right grind.", "Less waste."])}`;
    const set = responsiveSearchAdSet(google, variant, { "Meet Brewly": 1, "Order Yours Today": 2 });
    if (!set) throw new Error("expected a set");
    expect(shownCombination(set)).toEqual({
      headlines: ["Meet Brewly", "Order Yours Today", "Espresso Like a Café"],
      descriptions: ["Scan your beans.", "Get the right grind."],
      title: "Meet Brewly | Order Yours Today | Espresso Like a Café",
      description: "Scan your beans. Get the right grind.",
    });
  });

  it("shows what there is when the ad is short of headlines", () => {
    const set = responsiveSearchAdSet(google, "Headline 1: Espresso Like a Café\nDescription 1: Scan your beans.");
    if (!set) throw new Error("expected a set");
    expect(shownCombination(set).title).toBe("Espresso Like a Café");
  });
});

describe("the ad's display URL", () => {
  it("is the final URL's domain and the display paths, or a stand-in without a URL", () => {
    expect(adDisplayUrl({ finalUrl: "https://www.brewly.com/shop?ref=ad", path1: "grinder", path2: "espresso" })).toBe(
      "brewly.com/grinder/espresso",
    );
    expect(adDisplayUrl({ finalUrl: "https://brewly.com", path1: "", path2: "" })).toBe("brewly.com");
    expect(adDisplayUrl({ finalUrl: "", path1: "grinder", path2: "" })).toBe("www.example.com");
  });
});
