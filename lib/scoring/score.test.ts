import { describe, expect, it } from "vitest";

import { scoreWeights } from "../config/generation/scoring";
import { brief } from "../generator/fixtures/briefs";
import { check } from "./check";
import { betterVariant, scoreOf, scoreVariant } from "./score";

const post = [
  "We cancelled 3 weekly status meetings. Nothing broke.",
  "",
  "Everyone writes a short update on Friday. Decisions live in one doc. People get two quiet mornings back.",
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
    expect(result.score).toBe(78); // 70 of 90
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

describe("the better variant", () => {
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
