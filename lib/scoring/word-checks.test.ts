import { describe, expect, it } from "vitest";

import { aiTellsCheck, avoidWordsCheck, parseWordsToAvoid } from "./word-checks";

describe("a brand voice's words to avoid", () => {
  it("are read from the preset's field, split on commas, semicolons and lines", () => {
    expect(parseWordsToAvoid(" synergy, Leverage;\n“circle back”, synergy ,")).toEqual([
      "synergy",
      "Leverage",
      "circle back",
    ]);
    expect(parseWordsToAvoid("")).toEqual([]);
  });

  it("pass when none is used and fail naming each one used, whatever its case", () => {
    const avoidWords = ["synergy", "circle back"];
    expect(avoidWordsCheck("We ship every week.", { avoidWords })).toMatchObject({
      id: "avoidWords",
      pass: true,
      why: "None of the brand voice's 2 words to avoid",
      weight: 10,
    });
    const result = avoidWordsCheck("Real Synergy. Let's circle  back on Monday.", { avoidWords });
    expect(result?.pass).toBe(false);
    expect(result?.why).toBe("Uses “synergy”, “circle back”, which the brand voice avoids");
  });

  it("match whole words only", () => {
    expect(avoidWordsCheck("Our synergyware ships.", { avoidWords: ["synergy"] })?.pass).toBe(true);
  });

  it("do not apply without a brand voice list", () => {
    expect(avoidWordsCheck("Synergy everywhere.", { avoidWords: [] })).toBeNull();
  });
});

describe("the AI-tells check", () => {
  const none = { avoidWords: [] };

  it("passes plain copy, including one em dash", () => {
    expect(aiTellsCheck("We cut our meetings — and shipped twice as often.", none)).toMatchObject({
      id: "aiTells",
      pass: true,
      weight: 10,
    });
  });

  it("fails stock phrases, matched across case, hyphens and curly apostrophes", () => {
    const result = aiTellsCheck("In today’s fast-paced world, this Game Changer lets you delve deeper.", none);
    expect(result?.pass).toBe(false);
    expect(result?.why).toBe("Reads as machine-written: “in today's fast-paced world”, “game changer”, “delve”");
  });

  it("fails a chain of em dashes in one sentence, and too many in one variant", () => {
    expect(aiTellsCheck("Fast — simple — yours.", none)?.why).toBe(
      "Reads as machine-written: 2 em dashes in one sentence",
    );
    expect(aiTellsCheck("Fast — really. Simple — truly. Yours — always.", none)?.why).toBe(
      "Reads as machine-written: 3 em dashes",
    );
  });

  it("leaves a word on the brand voice's list to the brand voice check, so it costs once", () => {
    expect(aiTellsCheck("We leverage data.", none)?.pass).toBe(false);
    expect(aiTellsCheck("We leverage data.", { avoidWords: ["leverage"] })?.pass).toBe(true);
  });
});
