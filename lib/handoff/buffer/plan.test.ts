import { describe, expect, it } from "vitest";

import { writtenAsset } from "@/tests/support/written-assets";

import { bufferFiles } from "./files";
import { addDays, campaignBufferPlan, libraryBufferPlan, libraryChannelOf, type LibraryCopy } from "./plan";

const rowsOf = (content: string) => content.split("\r\n").slice(1, -1);

describe("posting times on the chosen clock", () => {
  it("writes a 09:00 post in Los Angeles as 09:00 on both sides of the spring DST change, not as UTC", () => {
    // DST starts in the US on 14 March 2027: 09:00 is 17:00 UTC before it and 16:00 UTC after.
    const before = writtenAsset("x", "Before the change", "2027-03-13");
    const after = writtenAsset("x", "After the change", "2027-03-15", { slot: 1 });
    const { posts } = campaignBufferPlan(
      { assets: [after, before], reviewRequired: false },
      { timeZone: "America/Los_Angeles", time: "09:00" },
    );
    expect(posts.map((post) => post.time?.instant.toISOString())).toEqual([
      "2027-03-13T17:00:00.000Z",
      "2027-03-15T16:00:00.000Z",
    ]);
    const [file] = bufferFiles(posts, "spring-launch", false);
    expect(rowsOf(file!.content)).toEqual([
      '"Before the change","","","2027-03-13 09:00"',
      '"After the change","","","2027-03-15 09:00"',
    ]);
  });

  it("writes the autumn change's day at the chosen time too", () => {
    const asset = writtenAsset("linkedin", "Fall back", "2027-11-07");
    const { posts } = campaignBufferPlan(
      { assets: [asset], reviewRequired: false },
      { timeZone: "America/Los_Angeles", time: "09:00" },
    );
    expect(posts[0]?.time?.local).toBe("2027-11-07 09:00");
    expect(posts[0]?.time?.instant.toISOString()).toBe("2027-11-07T17:00:00.000Z");
  });
});

describe("a campaign's gate", () => {
  it("holds unwritten posts, and unapproved ones when review is on, and never exports ads", () => {
    const approved = writtenAsset("x", "Approved", "2027-04-01", { review: { status: "approved", notes: [] } });
    const waiting = writtenAsset("linkedin", "Waiting", "2027-04-01");
    const pending = writtenAsset("instagram", "", "2027-04-01", { status: "pending" });
    const ad = { ...writtenAsset("x", "An ad", null), channel: "metaAd" as const };
    const { posts, held } = campaignBufferPlan(
      { assets: [approved, waiting, pending, ad], reviewRequired: true },
      { timeZone: "Europe/Berlin", time: "09:00" },
    );
    expect(posts.map((post) => post.id)).toEqual([approved.id]);
    expect(held.map((post) => [post.assetId, post.reason])).toEqual([
      [waiting.id, "not_approved"],
      [pending.id, "not_written"],
    ]);
  });
});

const copy = (id: string, content: string, contentType: string, parameters: Record<string, string>): LibraryCopy => ({
  id,
  title: null,
  content,
  contentType,
  parameters: { topic: `Copy ${id}`, ...parameters },
});

describe("a library selection", () => {
  it("maps social copies to their channel, a campaign's Facebook post to Facebook, and nothing else", () => {
    expect(libraryChannelOf(copy("1", "Hi", "social", { platform: "x" }))).toBe("x");
    expect(libraryChannelOf(copy("1", "Hi", "social", { platform: "threads" }))).toBe("threads");
    expect(libraryChannelOf(copy("1", "Hi", "social", { platform: "custom", channel: "Facebook" }))).toBe("facebook");
    expect(libraryChannelOf(copy("1", "Hi", "social", { platform: "custom" }))).toBeNull();
    expect(libraryChannelOf(copy("1", "Hi", "ads", { platform: "facebook" }))).toBeNull();
    expect(libraryChannelOf(copy("1", "Hi", "email", {}))).toBeNull();
  });

  it("posts one a day per channel from the start date, and holds copies over the limit or not for a channel", () => {
    const { posts, held } = libraryBufferPlan(
      [
        copy("a", "First X", "social", { platform: "x" }),
        copy("b", "First LinkedIn", "social", { platform: "linkedin" }),
        copy("c", "Second X", "social", { platform: "x" }),
        copy("d", "x".repeat(281), "social", { platform: "x" }),
        copy("e", "Dear reader", "email", {}),
        copy("f", "Third X", "social", { platform: "x" }),
      ],
      { timeZone: "America/Los_Angeles", time: "08:30", startDate: "2027-03-13" },
    );
    expect(posts.map((post) => [post.id, post.channel, post.time?.local])).toEqual([
      ["a", "x", "2027-03-13 08:30"],
      ["b", "linkedin", "2027-03-13 08:30"],
      ["c", "x", "2027-03-14 08:30"],
      ["f", "x", "2027-03-15 08:30"],
    ]);
    expect(held).toEqual([
      {
        savedCopyId: "d",
        channel: "x",
        reason: "over_limit",
        message: "“Copy d” is 281 of 280 weighted characters: shorten it to hand it over.",
      },
      {
        savedCopyId: "e",
        channel: null,
        reason: "not_supported",
        message: "“Dear reader” is not a post for X, LinkedIn, Instagram, Facebook or Threads.",
      },
    ]);
  });

  it("moves dates across months and years", () => {
    expect(addDays("2027-12-31", 1)).toBe("2028-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });
});
