import { describe, expect, it } from "vitest";

import { clipText, foldText } from "./fold";

describe("the feed fold", () => {
  it("shows a text that fits whole", () => {
    expect(foldText("Short post.", 20)).toEqual({ shown: "Short post.", hidden: "" });
    expect(foldText("x".repeat(20), 20)).toEqual({ shown: "x".repeat(20), hidden: "" });
  });

  it("cuts at the last space before the limit, never inside a word", () => {
    // The limit falls inside "espresso": the cut moves back to the space before it.
    expect(foldText("Better coffee starts with espresso beans", 30)).toEqual({
      shown: "Better coffee starts with",
      hidden: "espresso beans",
    });
  });

  it("cuts exactly at the limit when a word ends there", () => {
    expect(foldText("Better coffee starts with espresso beans", 25)).toEqual({
      shown: "Better coffee starts with",
      hidden: "espresso beans",
    });
  });

  it("treats a line break as a place to cut and counts an emoji as one character", () => {
    expect(foldText("Ship it 🚀🚀\nthen rest", 11)).toEqual({ shown: "Ship it 🚀🚀", hidden: "then rest" });
  });

  it("shows nothing before the fold rather than half of one long word", () => {
    const url = `https://example.com/${"a".repeat(40)}`;
    expect(foldText(url, 30)).toEqual({ shown: "", hidden: url });
  });

  it("clips an inbox line at a word with an ellipsis", () => {
    expect(clipText("Your first result in five minutes, guaranteed", 30)).toBe("Your first result in five…");
    expect(clipText("Welcome aboard", 30)).toBe("Welcome aboard");
  });
});
