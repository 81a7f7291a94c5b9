import { describe, expect, it } from "vitest";

import { countFor } from "../../ai/limits";
import { responsiveSearchAdRows, splitVariants } from "./format";
import { hardLimitProblems } from "./over-limit";
import { tightenToHardLimits } from "./tighten";

const x = { contentType: "social", platform: "x" } as const;
const threads = { contentType: "social", platform: "threads" } as const;
const google = { contentType: "ads", platform: "google" } as const;

describe("tightenToHardLimits", () => {
  it("leaves copy that is already within its limits exactly as it was", () => {
    const post = "Pricing pages that convert show the price. 🚀 #pricing";
    const ad = [
      "Headline 1: Fresh Copy in Seconds",
      "Headline 2: Write Less, Sell More",
      "",
      "Description 1: Copy that sounds like you, written in seconds. Start free.",
    ].join("\n");
    expect(tightenToHardLimits(x, post)).toEqual({ text: post, removed: [], dropped: [] });
    expect(tightenToHardLimits(google, ad)).toEqual({ text: ad, removed: [], dropped: [] });
    expect(tightenToHardLimits({ contentType: "blog", platform: "outline" }, "a ".repeat(5000))).toEqual({
      text: "a ".repeat(5000),
      removed: [],
      dropped: [],
    });
  });

  it("counts X the way X does: a link is 23 however long, so a long link alone is no reason to cut", () => {
    const post = `Our pricing teardown is out: https://example.com/${"pricing-page-teardown/".repeat(14)} Read it today.`;
    expect(Array.from(post).length).toBeGreaterThan(280);
    expect(tightenToHardLimits(x, post).text).toBe(post);
  });

  it("counts CJK characters and emoji as 2 on X, and cuts to 280 by that weight", () => {
    const sentence = "価格ページは分かりやすく。"; // 13 characters, weighing 26
    const post = `${sentence.repeat(12)}🚀🚀`; // 158 characters, weighing 316
    expect(Array.from(post).length).toBeLessThan(280);
    const { text, removed } = tightenToHardLimits(x, post);
    expect(countFor("x", text)).toBeLessThanOrEqual(280);
    expect(text).toBe(`${sentence.repeat(10)}🚀🚀`); // 10 × 26 + 2 × 2 = 264
    expect(removed).toEqual([sentence.repeat(2)]);
  });

  it("keeps a post's closing line and removes the sentences before it, latest first, keeping the hashtags", () => {
    const post = `${"Show the price on the first screen. ".repeat(7)}Answer the objections before they come up.\n\n#pricing #saas 🚀`;
    expect(countFor("x", post)).toBeGreaterThan(280);
    const { text, removed } = tightenToHardLimits(x, post);
    expect(text).toBe(
      `${"Show the price on the first screen. ".repeat(6)}Answer the objections before they come up.\n\n#pricing #saas 🚀`,
    );
    expect(removed).toEqual(["Show the price on the first screen."]);
  });

  it("keeps the blank line before a closing line it keeps", () => {
    const post = `Opening line.\n\n${"A middle sentence that says a little more. ".repeat(6).trim()}\n\nReply and tell me.`;
    const { text } = tightenToHardLimits(x, post);
    expect(countFor("x", text)).toBeLessThanOrEqual(280);
    expect(text).toMatch(/\.\n\nReply and tell me\.$/);
  });

  it("removes trailing hashtags and emoji, from the end, once only one sentence is left", () => {
    const opening = `${"Every pricing page needs one clear plan to pick, ".repeat(5)}and nothing else.`; // one sentence, 262 characters
    const post = `${opening} Really.\n\n#pricing #saas #growth 🚀`;
    const { text, removed } = tightenToHardLimits(x, post);
    expect(text).toBe(`${opening}\n\n#pricing #saas`); // 262 + 16
    expect(removed).toEqual(["Really.", "#growth 🚀"]);
  });

  it("keeps an emoji with the sentence it follows when the next sentence goes", () => {
    const post = `${"Price first. ✅ ".repeat(15)}Then answer objections before anyone asks them twice. 💡\n\nMore soon.`;
    const { text, removed } = tightenToHardLimits(threads, post.repeat(3));
    expect(Array.from(text).length).toBeLessThanOrEqual(500);
    expect(text).toMatch(/(?: ✅|💡)\n\nMore soon\.$/u);
    expect(removed[0]).toMatch(/^[A-Z]/);
  });

  it("brings each post of a thread within the limit on its own, and leaves posts that fit alone", () => {
    const long = `2/2 ${"A sentence that says one more thing. ".repeat(9).trim()} Reply if you agree.`;
    const post = `1/2 A short opening post.\n\n---\n\n${long}`;
    const { text, removed } = tightenToHardLimits({ ...x, thread: true }, post);
    const [first, second] = text.split("\n\n---\n\n");
    expect(first).toBe("1/2 A short opening post.");
    expect(countFor("x", second ?? "")).toBeLessThanOrEqual(280);
    expect(second).toMatch(/^2\/2 A sentence/);
    expect(second).toMatch(/Reply if you agree\.$/);
    expect(removed.length).toBeGreaterThan(0);
  });

  it("never ends inside a word or a link, even when one sentence alone is too long", () => {
    const link = `https://example.com/${"a".repeat(120)}`;
    const post = `${"word ".repeat(90)}${link} and more words after it`; // the 500th character falls inside the link
    const { text, removed } = tightenToHardLimits(threads, post);
    expect(Array.from(text).length).toBeLessThanOrEqual(500);
    expect(text).toBe(`${"word ".repeat(90).trimEnd()}…`);
    expect(removed).toEqual([`${link} and more words after it`]);
  });

  it("never ends inside a word when a sentence has to be cut", () => {
    const post = `${"Subscription pricing rewards retention ".repeat(20)}forever`;
    const { text } = tightenToHardLimits(x, post);
    expect(countFor("x", text)).toBeLessThanOrEqual(280);
    expect(text.endsWith("…")).toBe(true);
    const kept = text.slice(0, -1);
    expect(post.startsWith(kept)).toBe(true);
    expect(post[kept.length]).toBe(" ");
  });

  it("tightens only the labelled part that is over, and drops a Google headline that cannot fit, with a note", () => {
    const ad = [
      "**Headline 1:** Fresh Espresso. Every Single Morning",
      "Headline 2: Grinder That Reads Your Roast Date",
      "Headline 3: Café Quality at Home",
      "",
      "Description 1: Scan the bag and Brewly sets the grind. Forty settings, one app with recipes for every bean.",
    ].join("\n");
    const { text, removed, dropped } = tightenToHardLimits(google, ad);
    expect(text).toBe(
      [
        "**Headline 1:** Fresh Espresso.",
        "Headline 3: Café Quality at Home",
        "",
        "Description 1: Scan the bag and Brewly sets the grind.",
      ].join("\n"),
    );
    expect(removed).toEqual([
      "Headline 1: Every Single Morning",
      "Description 1: Forty settings, one app with recipes for every bean.",
    ]);
    expect(dropped).toEqual(["Headline 2: Grinder That Reads Your Roast Date"]);
    expect(hardLimitProblems(google, text)).toEqual([]);
    expect(responsiveSearchAdRows(google, text)?.map((row) => row.label)).toEqual([
      "Headline 1",
      "Headline 3",
      "Description 1",
    ]);
  });

  it("tightens a labelled part whose text runs on to the next line as one part", () => {
    const ad = ["Headline 1: Grind Right.", "Every Single Bean Counts", "", "Headline 2: Order Yours Today"].join("\n");
    const { text, removed } = tightenToHardLimits(google, ad);
    expect(text).toBe(["Headline 1: Grind Right.", "", "Headline 2: Order Yours Today"].join("\n"));
    expect(removed).toEqual(["Headline 1: Every Single Bean Counts"]);
  });

  it("tightens each A/B variant on its own and keeps the separator", () => {
    const long = `${"Ship small releases every week. ".repeat(20)}Then rest.`;
    const { text } = tightenToHardLimits(threads, `Short variant.\n===\n${long}`);
    const variants = splitVariants(text);
    expect(variants[0]).toBe("Short variant.");
    expect(Array.from(variants[1] ?? "").length).toBeLessThanOrEqual(500);
    expect(text).toMatch(/^Short variant\.\n===\nShip small releases/);
    expect(hardLimitProblems(threads, text)).toEqual([]);
  });
});
