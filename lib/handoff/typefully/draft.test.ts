import { describe, expect, it } from "vitest";

import { draftBodyOf, postsOf } from "./draft";

const postAt = new Date("2026-12-07T08:00:00.000Z");
const drafts = { schedule: false, whoCanReply: "everyone", share: false } as const;
const post = (channel: string, text: string) => ({ channel, text, postAt });

describe("the Typefully draft of a post", () => {
  it("enables only the post's platform, with its text", () => {
    for (const channel of ["x", "linkedin", "threads"]) {
      const plan = draftBodyOf(post(channel, "Onboard in two days."), drafts);
      expect(plan).toEqual({
        ok: true,
        body: { platforms: { [channel]: { enabled: true, posts: [{ text: "Onboard in two days." }] } } },
      });
    }
  });

  it("makes an X thread several posts, split at the lines of three hyphens", () => {
    const plan = draftBodyOf(post("x", "First part.\n---\nSecond part.\n  ---  \n\nThird part.\n---\n"), drafts);
    expect(plan.ok && plan.body.platforms.x?.posts).toEqual([
      { text: "First part." },
      { text: "Second part." },
      { text: "Third part." },
    ]);
  });

  it("keeps hyphens that are not a separator line, and never splits a LinkedIn post", () => {
    expect(postsOf("x", "Before --- after\n----\nnot a split")).toEqual(["Before --- after\n----\nnot a split"]);
    expect(postsOf("linkedin", "One\n---\nTwo")).toEqual(["One\n---\nTwo"]);
  });

  it("refuses a thread part over 280 weighted characters, and counts as X does", () => {
    // An emoji weighs 2 on X: 140 of them are exactly 280, one more is over.
    expect(draftBodyOf(post("x", `${"🚀".repeat(140)}\n---\nShort.`), drafts).ok).toBe(true);
    expect(draftBodyOf(post("x", `Short.\n---\n${"🚀".repeat(141)}`), drafts)).toEqual({
      ok: false,
      message: "Part 2 of the thread is 282 of 280 weighted characters: shorten it to hand it over.",
    });
    expect(draftBodyOf(post("threads", "a".repeat(501)), drafts)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^The post is 501 of 500 characters/),
    });
  });

  it("sets publish_at only when the user schedules, as the post's instant", () => {
    const unscheduled = draftBodyOf(post("x", "Hi."), drafts);
    expect(unscheduled.ok && "publish_at" in unscheduled.body).toBe(false);
    const scheduled = draftBodyOf(post("x", "Hi."), { ...drafts, schedule: true });
    expect(scheduled.ok && scheduled.body.publish_at).toBe("2026-12-07T08:00:00.000Z");
    // A post without a date stays a draft even when scheduling.
    const undated = draftBodyOf({ channel: "x", text: "Hi.", postAt: null }, { ...drafts, schedule: true });
    expect(undated.ok && "publish_at" in undated.body).toBe(false);
  });

  it("asks for a share link only when the user wants one", () => {
    const plain = draftBodyOf(post("linkedin", "Hi."), drafts);
    expect(plain.ok && "share" in plain.body).toBe(false);
    const shared = draftBodyOf(post("linkedin", "Hi."), { ...drafts, share: true });
    expect(shared.ok && shared.body.share).toBe(true);
  });

  it("refuses a channel Typefully does not publish, and a post with no text", () => {
    expect(draftBodyOf(post("instagram", "Hi."), drafts)).toEqual({
      ok: false,
      message: "Typefully does not publish instagram posts.",
    });
    expect(draftBodyOf(post("x", "  \n---\n  "), drafts)).toEqual({
      ok: false,
      message: "The post has no text to send.",
    });
  });
});
