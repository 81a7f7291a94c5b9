import { describe, expect, it } from "vitest";

import { brief } from "../generator/fixtures/briefs";
import { emojiCheck, hashtagCheck } from "./convention-checks";

const linkedin = brief("linkedin");
const instagram = { ...linkedin, platform: "instagram" };
const tags = (count: number) => Array.from({ length: count }, (_, index) => `#tag${index}`).join(" ");

describe("the hashtag check", () => {
  it("passes a LinkedIn post with up to 5 hashtags and fails one with 6", () => {
    expect(hashtagCheck(linkedin, `Post.\n\n${tags(5)}`)).toMatchObject({
      id: "hashtags",
      pass: true,
      why: "5 hashtags; LinkedIn posts read best with up to 5",
      weight: 5,
    });
    expect(hashtagCheck(linkedin, `Post.\n\n${tags(6)}`)).toMatchObject({
      pass: false,
      why: "6 hashtags; LinkedIn posts read best with up to 5",
    });
  });

  it("wants 1 to 5 on Instagram", () => {
    expect(hashtagCheck(instagram, "Caption.")).toMatchObject({
      pass: false,
      why: "0 hashtags; Instagram posts read best with 1–5",
    });
    expect(hashtagCheck(instagram, `Caption.\n\n${tags(1)}`)?.pass).toBe(true);
    expect(hashtagCheck(instagram, `Caption.\n\n${tags(5)}`)?.pass).toBe(true);
    expect(hashtagCheck(instagram, `Caption.\n\n${tags(6)}`)?.pass).toBe(false);
  });

  it("allows X two hashtags and does not count numbers, anchors or HTML entities as hashtags", () => {
    expect(hashtagCheck(brief("x"), "We are #1 at #shipping and #testing. See page#top &#8212;")?.pass).toBe(true);
    expect(hashtagCheck(brief("x"), "#one #two #three")?.pass).toBe(false);
  });

  it("does not apply to ads, emails or platforms without a convention", () => {
    expect(hashtagCheck(brief("facebook"), tags(9))).toBeNull();
    expect(hashtagCheck(brief("custom"), tags(9))).toBeNull();
  });
});

describe("the emoji check", () => {
  it("expects none when the brief did not ask for emoji", () => {
    expect(emojiCheck(linkedin, "Plain post.")).toMatchObject({
      id: "emojis",
      pass: true,
      why: "No emoji, as the brief asked",
      weight: 5,
    });
    expect(emojiCheck(linkedin, "Launch day 🚀")).toMatchObject({
      pass: false,
      why: "1 emoji, though the brief asked for none",
    });
  });

  it("allows up to the platform's number when asked, counting joined emoji and flags once", () => {
    const x = { ...brief("x"), useEmojis: true };
    expect(emojiCheck(x, "Ship it 🚀 👩‍💻 🇩🇪")).toMatchObject({ pass: true, why: "3 emoji; up to 3 suits X" });
    expect(emojiCheck(x, "Ship it 🚀 👩‍💻 🇩🇪 👍🏽")?.pass).toBe(false);
  });

  it("fails any emoji in a Google ad, which Google refuses", () => {
    const google = { ...brief("google"), useEmojis: true };
    expect(emojiCheck(google, "Headline 1: Brewly ☕")).toMatchObject({
      pass: false,
      why: "1 emoji; Google Ads refuses ad text with emoji",
    });
    expect(emojiCheck(google, "Headline 1: Brewly™")?.pass).toBe(true);
  });

  it("does not apply to emails, scripts or articles", () => {
    expect(emojiCheck(brief("email"), "🚀🚀🚀")).toBeNull();
    expect(emojiCheck(brief("script"), "🚀🚀🚀")).toBeNull();
  });
});
