import { describe, expect, it } from "vitest";

import { responsiveSearchAdRows, sectionsOf } from "./format";

const google = { contentType: "ads", platform: "google" } as const;

describe("a Google responsive search ad's rows", () => {
  it("has one row per headline and description, each counted by its own Google limit", () => {
    const ad =
      "Headlines:\nHeadline 1: Fresh Copy in Seconds\n**Headline 2:** Write Less, Sell More\n\nDescription 1: Copy that sounds like you, written in seconds.";
    expect(responsiveSearchAdRows(google, ad)).toEqual([
      { label: "Headline 1", text: "Fresh Copy in Seconds", rule: "googleHeadline" },
      { label: "Headline 2", text: "Write Less, Sell More", rule: "googleHeadline" },
      { label: "Description 1", text: "Copy that sounds like you, written in seconds.", rule: "googleDescription" },
    ]);
  });

  it("is not offered for other copy, or for a Google ad written without labels", () => {
    expect(
      responsiveSearchAdRows(
        { contentType: "ads", platform: "facebook" },
        "Headline: Meet Brewly\nDescription: Try it free",
      ),
    ).toBeNull();
    expect(responsiveSearchAdRows({ contentType: "social", platform: "linkedin" }, "Headline 1: not an ad")).toBeNull();
    expect(responsiveSearchAdRows(google, "Fresh copy in seconds, for every ad you run.")).toBeNull();
  });
});

describe("an X thread's posts", () => {
  const thread = "1/2 The first post.\n\n---\n\n2/2 The second post.";

  it("are counted one by one when the brief allows a thread", () => {
    expect(sectionsOf({ contentType: "social", platform: "x", thread: true }, thread)).toEqual([
      { label: "Post 1", text: "1/2 The first post.", rule: "x" },
      { label: "Post 2", text: "2/2 The second post.", rule: "x" },
    ]);
  });

  it("are one post when the brief does not allow a thread, or for another platform", () => {
    expect(sectionsOf({ contentType: "social", platform: "x" }, thread)).toEqual([
      { label: "Post", text: thread, rule: "x" },
    ]);
    expect(sectionsOf({ contentType: "social", platform: "threads", thread: true }, thread)).toHaveLength(1);
  });
});
