import { describe, expect, it } from "vitest";

import { brief } from "../generator/fixtures/briefs";
import { foldCheck, hardLimitCheck } from "./length-checks";

const words = (characters: number) =>
  "word "
    .repeat(Math.ceil(characters / 5))
    .slice(0, characters)
    .trimEnd()
    .padEnd(characters, "x");

describe("the hard-limit check", () => {
  it("passes an X post of 280 weighted characters and fails one of 281, saying by how much", () => {
    expect(hardLimitCheck(brief("x"), "a".repeat(280))).toMatchObject({
      id: "hardLimit",
      pass: true,
      why: "280 of 280 weighted characters",
      weight: 25,
    });
    const over = hardLimitCheck(brief("x"), `${"a".repeat(279)}🚀`);
    expect(over).toMatchObject({ pass: false });
    expect(over?.why).toBe("Post has 281 of 280 weighted characters, so X refuses it");
  });

  it("names the first Google Ads line over its limit and counts the others", () => {
    const ad = [
      "Headline 1: Brewly",
      `Headline 2: ${"a".repeat(31)}`,
      `Headline 3: ${"b".repeat(31)}`,
      "Description 1: Grind right.",
    ].join("\n");
    const result = hardLimitCheck(brief("google"), ad);
    expect(result?.pass).toBe(false);
    expect(result?.why).toBe("Headline 2 has 31 of 30 characters, so Google Ads refuses it (and 1 more)");
    expect(hardLimitCheck(brief("google"), "Headline 1: Brewly\nDescription 1: Grind right.")).toMatchObject({
      pass: true,
      why: "All 2 parts within their limits",
    });
  });

  it("does not apply where nothing has a hard limit (an email, a Facebook ad)", () => {
    expect(hardLimitCheck(brief("email"), "Subject: Hi\n\nBody")).toBeNull();
    expect(hardLimitCheck(brief("facebook"), "Primary text: Hi\nHeadline: Yo")).toBeNull();
  });
});

describe("the fold check", () => {
  it("passes a LinkedIn post whose opening paragraph ends by character 210 and fails one that runs past it", () => {
    const long = "x".repeat(3000);
    expect(foldCheck(brief("linkedin"), `${words(210)}\n\n${long}`)).toMatchObject({ id: "fold", pass: true });
    const result = foldCheck(brief("linkedin"), `${words(211)}\n\n${long}`);
    expect(result?.pass).toBe(false);
    expect(result?.why).toBe(
      "Opening paragraph runs 211 characters; after 210 LinkedIn hides the rest behind “…see more”",
    );
  });

  it("folds Instagram at 125 characters", () => {
    const instagram = { ...brief("linkedin"), platform: "instagram" };
    expect(foldCheck(instagram, `${words(125)}\n\nMore.`)?.pass).toBe(true);
    expect(foldCheck(instagram, `${words(126)}\n\nMore.`)?.pass).toBe(false);
  });

  it("fails Facebook primary text over 125 characters", () => {
    expect(
      foldCheck(brief("facebook"), `Primary text: ${words(125)}\nHeadline: Brewly\nDescription: Try it free`)?.pass,
    ).toBe(true);
    const result = foldCheck(
      brief("facebook"),
      `Primary text: ${words(126)}\nHeadline: Brewly\nDescription: Try it free`,
    );
    expect(result?.why).toBe("Primary text runs 126 characters; after 125 Facebook hides the rest behind “…see more”");
  });

  it("cuts an email subject after 60 characters and its preview after 90", () => {
    expect(foldCheck(brief("email"), `Subject: ${words(60)}\nPreview: ${words(90)}\n\nHi,`)).toMatchObject({
      pass: true,
      why: "Subject and preview show in full",
    });
    expect(foldCheck(brief("email"), `Subject: ${words(61)}\nPreview: Short.\n\nHi,`)?.why).toBe(
      "Subject runs 61 characters; after 60 phone inboxes cut it",
    );
    expect(foldCheck(brief("email"), `Subject: Short\nPreview: ${words(91)}\n\nHi,`)?.why).toBe(
      "Preview runs 91 characters; after 90 phone inboxes cut it",
    );
  });

  it("cuts a meta description after 155 characters", () => {
    expect(foldCheck(brief("seo"), `Meta description 1: ${words(155)}`)?.pass).toBe(true);
    expect(foldCheck(brief("seo"), `Meta description 1: ${words(156)}`)?.pass).toBe(false);
  });

  it("does not apply to an X post or a script", () => {
    expect(foldCheck(brief("x"), words(250))).toBeNull();
    expect(foldCheck(brief("script"), words(250))).toBeNull();
  });
});
