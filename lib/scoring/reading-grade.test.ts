import { describe, expect, it } from "vitest";

import { brief } from "../generator/fixtures/briefs";
import { readability, readingGradeCheck, syllables } from "./reading-grade";

const plain =
  "We cut our weekly meetings. Now we write short updates instead. The team ships more and waits less. Try it for one week.";
const dense =
  "Organizational transformation necessitates comprehensive reevaluation of established communication methodologies, particularly regarding synchronous collaboration infrastructure and interdepartmental accountability mechanisms.";

describe("syllables", () => {
  it.each([
    ["cat", 1],
    ["make", 1],
    ["coffee", 2],
    ["table", 2],
    ["meetings", 2],
    ["espresso", 3],
    ["readability", 5],
    ["2024", 1],
  ])("counts %s as %i", (word, count) => {
    expect(syllables(word)).toBe(count);
  });
});

describe("the Flesch–Kincaid grade", () => {
  it("applies the formula to words, sentences and syllables", () => {
    // 6 words, 1 sentence, 6 syllables: 0.39 × 6 + 11.8 × 1 − 15.59 = −1.45, shown as 0.
    expect(readability("The cat sat on the mat.")).toEqual({ grade: 0, words: 6, sentences: 1 });
    // 4 words, 1 sentence, 8 syllables: 0.39 × 4 + 11.8 × 2 − 15.59 = 9.57.
    expect(readability("Espresso tastes better daily.").grade).toBe(9.6);
  });

  it("reads each unpunctuated line as a sentence and skips labels, hashtags and placeholders", () => {
    expect(readability("Headline 1: Brewly\nHeadline 2: Better espresso\n#coffee {first_name}")).toMatchObject({
      words: 3,
      sentences: 2,
    });
  });
});

describe("the reading-grade check", () => {
  const linkedin = brief("linkedin");

  it("passes plain copy at grade 9 or under", () => {
    const result = readingGradeCheck(linkedin, plain);
    expect(result).toMatchObject({ id: "readingGrade", pass: true, weight: 10 });
    expect(result?.why).toMatch(/^Reading grade \d(\.\d)?: easy on a phone/);
  });

  it("fails dense copy, giving its grade", () => {
    const result = readingGradeCheck(linkedin, dense);
    expect(result?.pass).toBe(false);
    expect(result?.why).toMatch(
      /^Reading grade \d\d(\.\d)?: shorter sentences and words would bring it to 9 or lower$/,
    );
  });

  it("applies only to social posts, ads and emails in English with enough words to grade", () => {
    expect(readingGradeCheck(brief("intro"), dense)).toBeNull();
    expect(readingGradeCheck({ ...linkedin, language: "German" }, dense)).toBeNull();
    expect(readingGradeCheck(linkedin, "Short and sweet.")).toBeNull();
  });
});
