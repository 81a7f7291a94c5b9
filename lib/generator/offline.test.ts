import { describe, expect, it } from "vitest";
import { measure } from "../ai/limits";
import { brief, briefs } from "./fixtures/briefs";
import { sectionsOf, splitVariants } from "./format";
import { offlineCopy } from "./offline";

describe("the offline writer", () => {
  it.each(Object.keys(briefs) as (keyof typeof briefs)[])("writes %s copy from the brief, within every hard limit", (name) => {
    const input = brief(name);
    const variants = splitVariants(offlineCopy(input));
    expect(variants).toHaveLength(input.abTesting ? 2 : 1);
    for (const variant of variants) {
      expect(variant.length).toBeGreaterThan(40);
      for (const section of sectionsOf(input, variant)) {
        const length = section.rule ? measure(section.rule, section.text) : null;
        if (length?.hard) expect(length).toMatchObject({ over: 0 });
      }
    }
  });

  it("writes a Google ad as 10 headlines of at most 30 characters and descriptions of at most 90", () => {
    const sections = sectionsOf(brief("google"), offlineCopy(brief("google")));
    const headlines = sections.filter((section) => section.rule === "googleHeadline");
    const descriptions = sections.filter((section) => section.rule === "googleDescription");
    expect(headlines.length).toBeGreaterThanOrEqual(3);
    expect(headlines.length).toBeLessThanOrEqual(10);
    expect(descriptions.length).toBeGreaterThanOrEqual(2);
    expect(headlines.map((section) => section.text)).toContain("Brewly");
  });

  it("uses the brief's own words", () => {
    expect(offlineCopy(brief("facebook"))).toContain("Brewly");
    expect(offlineCopy(brief("linkedin"))).toContain("Why we stopped doing weekly status meetings");
    expect(offlineCopy(brief("script"))).toMatch(/\[0:00–0:0\d\] HOOK/);
  });
});

describe("reading generated copy", () => {
  it("splits A/B variants on a line of === and ignores a separator still arriving", () => {
    expect(splitVariants("First post\n===\nSecond post")).toEqual(["First post", "Second post"]);
    expect(splitVariants("First post\n==")).toEqual(["First post\n=="]);
    expect(splitVariants("")).toEqual([""]);
  });

  it("finds labelled ad lines, even in bold Markdown, and counts them by the platform's rule", () => {
    const sections = sectionsOf(brief("facebook"), "**Primary text:** Great coffee at home.\nHeadline: Meet Brewly\nDescription: Try it free");
    expect(sections).toEqual([
      { label: "Primary text", text: "Great coffee at home.", rule: "facebookPrimaryText" },
      { label: "Headline", text: "Meet Brewly", rule: "facebookHeadline" },
      { label: "Description", text: "Try it free", rule: "facebookDescription" },
    ]);
  });

  it("treats a social post as one text counted by its platform", () => {
    expect(sectionsOf(brief("x"), "Hello 🚀")).toEqual([{ label: "Post", text: "Hello 🚀", rule: "x" }]);
    expect(sectionsOf(brief("custom"), "Hello")).toEqual([{ label: "Post", text: "Hello", rule: null }]);
  });
});
