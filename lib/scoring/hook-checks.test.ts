import { describe, expect, it } from "vitest";

import { brief } from "../generator/fixtures/briefs";
import { hookLengthCheck, hookOf, hookSpecificCheck } from "./hook-checks";

const linkedin = brief("linkedin");

describe("the hook", () => {
  it("is a post's first line, a Facebook ad's first sentence, an email's subject, a script's first spoken sentence", () => {
    expect(hookOf(linkedin, "\n**Meetings ate our week.**\n\nSo we cut them.")?.text).toBe("Meetings ate our week.");
    expect(
      hookOf(brief("facebook"), "Primary text: Bitter shots? Brewly fixes the grind.\nHeadline: Brewly")?.text,
    ).toBe("Bitter shots?");
    expect(hookOf(brief("email"), "Subject: Your first result\nPreview: In 5 minutes\n\nHi,")?.text).toBe(
      "Your first result",
    );
    const script = "Cold brew (30 seconds)\n\n[0:00–0:05] HOOK\nYour cold brew is bitter. Here is why.\n(Close-up)";
    expect(hookOf(brief("script"), script)?.text).toBe("Your cold brew is bitter.");
  });

  it("does not apply to Google ads, meta descriptions or outlines", () => {
    expect(hookOf(brief("google"), "Headline 1: Brewly")).toBeNull();
    expect(hookOf(brief("seo"), "Meta description 1: Brewly")).toBeNull();
    expect(hookOf(brief("outline"), "# Title\n## Section")).toBeNull();
  });
});

describe("the opening-line length check", () => {
  it("passes a first line of 100 characters and fails one of 101", () => {
    expect(hookLengthCheck(linkedin, `${"a".repeat(100)}\n\nMore.`)).toMatchObject({
      id: "hookLength",
      pass: true,
      weight: 10,
    });
    const long = hookLengthCheck(linkedin, `${"a".repeat(101)}\n\nMore.`);
    expect(long?.pass).toBe(false);
    expect(long?.why).toBe("Opening line runs 101 characters; keep it to 100 so it reads at a glance");
  });

  it("leaves an email subject's length to the fold check", () => {
    expect(hookLengthCheck(brief("email"), `Subject: ${"a".repeat(120)}\n\nHi,`)).toBeNull();
  });
});

describe("the specific-hook check", () => {
  it.each([
    ["a number", "3 meetings we cancelled last month.", "Has a number: “3”"],
    ["a number word", "Two meetings we cancelled.", "Has a number: “Two”"],
    ["a question", "Is this the end of the Monday call?", "Asks a question"],
    ["the reader", "Your calendar is lying to you.", "Speaks to the reader (“you”)"],
    ["a thing the brief is about", "We stopped the status meetings.", "Names “status” from the brief"],
    ["a name", "We moved everything into Notion.", "Names “Notion”"],
  ])("passes an opening with %s", (_, opening, why) => {
    expect(hookSpecificCheck(linkedin, `${opening}\n\nMore.`)).toMatchObject({ id: "hookSpecific", pass: true, why });
  });

  it("fails a vague opening", () => {
    const result = hookSpecificCheck(linkedin, "Here is something to think about.\n\nMore.");
    expect(result?.pass).toBe(false);
    expect(result?.why).toBe("Opening line has no number, name, question or “you” to catch the eye");
  });

  it("does not take the English “you” as specific in copy written in another language", () => {
    const german = { ...linkedin, language: "German" as const };
    expect(hookSpecificCheck(german, "Here is something for you.\n\nMore.")?.pass).toBe(false);
  });
});
