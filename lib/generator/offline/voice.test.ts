import { describe, expect, it } from "vitest";

import { offlineCopy } from ".";
import { brief } from "../fixtures/briefs";
import { voiceRules, withoutAvoidedWords, type BrandVoice } from "../pipeline/voice";
import { generatorInputSchema } from "../schema";

const voice = (fields: Partial<BrandVoice>): BrandVoice => ({
  name: "House",
  tone: "",
  audience: "",
  styleNotes: "",
  wordsToAvoid: "",
  description: "",
  ...fields,
});

describe("what the offline writer keeps of a brand voice", () => {
  it("reads no emoji and no hashtags from the voice's notes", () => {
    expect(voiceRules(voice({ styleNotes: "Short sentences. No emoji, never use hashtags." }))).toMatchObject({
      noEmoji: true,
      noHashtags: true,
    });
    expect(voiceRules(voice({ styleNotes: "No emojis or hashtags." }))).toMatchObject({
      noEmoji: true,
      noHashtags: true,
    });
    expect(voiceRules(voice({ styleNotes: "Hashtags: never. Skip emoji" }))).toMatchObject({
      noEmoji: true,
      noHashtags: true,
    });
    expect(voiceRules(voice({ styleNotes: "Use emoji, never hashtags." }))).toMatchObject({
      noEmoji: false,
      noHashtags: true,
    });
    expect(voiceRules(voice({ styleNotes: "Warm, with a few emoji." }))).toMatchObject({
      noEmoji: false,
      noHashtags: false,
    });
  });

  it("leaves out the sentence that holds a word to avoid, and a Google line whole, renumbering the rest", () => {
    const { avoid } = voiceRules(voice({ wordsToAvoid: "cheap; game-changer" }));
    expect(withoutAvoidedWords("Primary text: Great coffee. Cheap too! Try it.\nHeadline: Meet Brewly", avoid)).toBe(
      "Primary text: Great coffee. Try it.\nHeadline: Meet Brewly",
    );
    expect(
      withoutAvoidedWords(
        "Headline 1: Brewly\nHeadline 2: A game-changer\nHeadline 3: Try it\nDescription 1: One.",
        avoid,
      ),
    ).toBe("Headline 1: Brewly\nHeadline 2: Try it\nDescription 1: One.");
  });

  it("writes no word the voice avoids, no emoji and no hashtags when the voice says so", () => {
    const input = generatorInputSchema.parse({
      contentType: "social",
      platform: "instagram",
      topic: "Meal prep for busy parents",
      content: "Cook once, eat three times; Freeze in portions; Label everything",
      useEmojis: true,
    });
    const copy = offlineCopy(input, voice({ wordsToAvoid: "freeze", styleNotes: "No emoji. No hashtags." }));
    expect(copy).not.toMatch(/freeze/i);
    expect(copy).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(copy).not.toContain("#");
    expect(offlineCopy(input)).toMatch(/#\p{L}/u);
  });

  it("keeps a Google ad's lines numbered from 1 after leaving one out", () => {
    const copy = offlineCopy(brief("google"), voice({ wordsToAvoid: "grind" }));
    const numbers = [...copy.matchAll(/^Headline (\d+):/gm)].map((match) => Number(match[1]));
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    expect(copy).not.toMatch(/\bgrind\b/i);
  });
});
