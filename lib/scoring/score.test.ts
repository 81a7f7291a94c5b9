import { describe, expect, it } from "vitest";

import { firstOrderCap, scoreWeights } from "../config/generation/scoring";
import { brief } from "../generator/fixtures/briefs";
import { check } from "./check";
import { betterVariant, scoreOf, scoreVariant } from "./score";

const post = [
  "We cancelled 3 weekly status meetings. Nothing broke.",
  "",
  "Everyone writes an async update on Friday. Decisions live in writing. Fewer interruptions, two quiet mornings back.",
  "",
  "What would you cut first?",
  "",
  "#remotework #meetings",
].join("\n");

describe("the score", () => {
  it("is the weight of the passed checks over the weight of the applicable ones, out of 100", () => {
    expect(scoreOf([check("hardLimit", true, ""), check("fold", false, ""), check("hookLength", true, "")])).toBe(70); // 35 of 50
    expect(scoreOf([check("hardLimit", true, ""), check("hashtags", false, ""), check("emojis", false, "")])).toBe(71); // 25 of 35
    expect(scoreOf([check("aiTells", false, "")])).toBe(0);
    expect(scoreOf([])).toBe(100);
  });

  it("gives a clean LinkedIn post 100 from every check that applies to it", () => {
    const result = scoreVariant(brief("linkedin"), post, { avoidWords: ["synergy"] });
    expect(result.checks.map((item) => item.id)).toEqual([
      "placeholders",
      "keyPoints",
      "hardLimit",
      "fold",
      "hookLength",
      "hookSpecific",
      "avoidWords",
      "aiTells",
      "readingGrade",
      "hashtags",
      "emojis",
    ]);
    expect(result.checks.every((item) => item.pass)).toBe(true);
    expect(result.score).toBe(100);
  });

  it("takes off the weight of each failed check", () => {
    const opening =
      "In today's fast-paced world, we cancelled 3 weekly status meetings and replaced them with one short written update, which everyone reads on Friday afternoon before the weekend.";
    const result = scoreVariant(
      brief("linkedin"),
      post.replace("We cancelled 3 weekly status meetings. Nothing broke.", opening),
    );
    const failed = result.checks.filter((item) => !item.pass).map((item) => item.id);
    expect(failed).toEqual(["hookLength", "aiTells"]);
    const applicable = result.checks.reduce((sum, item) => sum + item.weight, 0);
    expect(result.score).toBe(
      Math.round(((applicable - scoreWeights.hookLength - scoreWeights.aiTells) / applicable) * 100),
    );
    expect(result.score).toBe(85); // 110 of 130
  });

  it("scores every content type with at least the word checks", () => {
    for (const name of ["facebook", "google", "x", "custom", "email", "script", "outline", "intro", "seo"] as const) {
      const result = scoreVariant(brief(name), "Some copy.");
      expect(result.checks.map((item) => item.id)).toContain("aiTells");
      expect(result.score).toBeGreaterThanOrEqual(0);
      expect(result.score).toBeLessThanOrEqual(100);
    }
  });
});

describe("the first-order checks", () => {
  const linkedin = brief("linkedin");

  it("cap a post with a placeholder at 60 and say where to fill it", () => {
    const result = scoreVariant(linkedin, post.replace("What would you cut first?", "[your call to action]"));
    expect(result.ready).toBe(false);
    expect(result.score).toBe(firstOrderCap);
    expect(result.checks.find((item) => item.id === "placeholders")).toMatchObject({
      pass: false,
      why: "1 placeholder to fill in before publishing: “[your call to action]” in line 5",
    });
  });

  it("cap a post that leaves out a key point, and name the point", () => {
    const result = scoreVariant(linkedin, post.replace("Decisions live in writing. ", ""));
    expect(result.ready).toBe(false);
    expect(result.score).toBeLessThanOrEqual(firstOrderCap);
    expect(result.checks.find((item) => item.id === "keyPoints")?.why).toBe("Leaves out “decisions in writing”");
  });

  it("count a key point reworded around the same words as used", () => {
    const reworded = post.replace("Decisions live in writing.", "Every decision is made in writing now.");
    expect(scoreVariant(linkedin, reworded).checks.find((item) => item.id === "keyPoints")?.pass).toBe(true);
  });

  it("want the offer the brief states in an ad, with its figures", () => {
    const ad = {
      ...brief("facebook"),
      description: "A smart grinder for home baristas. $9 a month, 30-day free trial.",
    };
    const without =
      "Primary text: Bitter shots? Brewly reads the roast date.\nHeadline: Meet Brewly\nDescription: Try it";
    const offerOf = (text: string) => scoreVariant(ad, text).checks.find((item) => item.id === "offer");
    expect(offerOf(without)).toMatchObject({
      pass: false,
      why: "Leaves out the brief's offer, “$9 a month, 30-day free trial”",
    });
    expect(offerOf(without.replace("Try it", "30-day free trial, then $9 a month"))?.pass).toBe(true);
    expect(offerOf(without.replace("Try it", "30-day free trial, then $19 a month"))?.pass).toBe(false);
  });

  it("want at least 3 headlines and 2 descriptions in a Google ad", () => {
    // A repeat counts once, as Google counts it and the export has it.
    const two =
      "Headline 1: Brewly\nHeadline 2: Espresso at home\nHeadline 3: BREWLY\nDescription 1: A grinder.\nDescription 2: Try it.";
    const result = scoreVariant(brief("google"), two);
    expect(result.checks.find((item) => item.id === "adMinimums")).toMatchObject({
      pass: false,
      why: "2 headlines and 2 descriptions Google takes; it refuses an ad with fewer than 3 headlines and 2 descriptions",
    });
    expect(result.ready).toBe(false);
  });
});

describe("the better variant", () => {
  it("is never a variant that failed a first-order check", () => {
    expect(
      betterVariant([
        { score: 60, ready: false },
        { score: 55, ready: true },
      ]),
    ).toBeNull();
    expect(
      betterVariant([
        { score: 60, ready: true },
        { score: 55, ready: false },
      ]),
    ).toBe(0);
  });

  it("is the one with the highest score", () => {
    expect(betterVariant([{ score: 82 }, { score: 70 }])).toBe(0);
    expect(betterVariant([{ score: 60 }, { score: 80 }, { score: 70 }])).toBe(1);
  });

  it("is none on a tie for the top, or with a single variant", () => {
    expect(betterVariant([{ score: 80 }, { score: 80 }])).toBeNull();
    expect(betterVariant([{ score: 60 }, { score: 80 }, { score: 80 }])).toBeNull();
    expect(betterVariant([{ score: 90 }])).toBeNull();
    expect(betterVariant([])).toBeNull();
  });
});
