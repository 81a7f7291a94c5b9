import { describe, expect, it } from "vitest";

import { expiryOf, linkReadable, linkStatus } from "./rules";
import { createReviewLinkSchema, verdictInputSchema } from "./schema";

const now = new Date("2026-11-29T12:00:00Z");
const open = { expiresAt: new Date("2026-12-06T12:00:00Z"), revokedAt: null, finishedAt: null };

describe("a review link's life", () => {
  it("expires after 7 days unless the owner chooses 1 to 30", () => {
    expect(expiryOf(now).toISOString()).toBe("2026-12-06T12:00:00.000Z");
    expect(createReviewLinkSchema.parse({})).toEqual({ days: 7 });
    expect(createReviewLinkSchema.parse({ days: 30 }).days).toBe(30);
    expect(createReviewLinkSchema.safeParse({ days: 0 }).success).toBe(false);
    expect(createReviewLinkSchema.safeParse({ days: 31 }).success).toBe(false);
    expect(createReviewLinkSchema.safeParse({ days: 2.5 }).success).toBe(false);
  });

  it("is open until its expiry, then expired; revoked and finished say so", () => {
    expect(linkStatus(open, now)).toBe("open");
    expect(linkStatus(open, new Date("2026-12-06T12:00:00Z"))).toBe("expired");
    expect(linkStatus({ ...open, revokedAt: now }, now)).toBe("revoked");
    expect(linkStatus({ ...open, finishedAt: now }, now)).toBe("finished");
    expect(linkStatus({ ...open, finishedAt: now, revokedAt: now }, now)).toBe("revoked");
  });

  it("opens for the reviewer while neither expired nor revoked, finished or not", () => {
    expect(linkReadable(open, now)).toBe(true);
    expect(linkReadable({ ...open, finishedAt: now }, now)).toBe(true);
    expect(linkReadable({ ...open, revokedAt: now }, now)).toBe(false);
    expect(linkReadable(open, new Date("2026-12-07T00:00:00Z"))).toBe(false);
  });
});

describe("a verdict", () => {
  it("approves without a comment, but asks for changes only with one", () => {
    expect(verdictInputSchema.parse({ verdict: "approved", reviewerName: " Ana ", version: "v1" })).toEqual({
      verdict: "approved",
      comment: "",
      reviewerName: "Ana",
      version: "v1",
    });
    const noComment = verdictInputSchema.safeParse({
      verdict: "changes_requested",
      comment: "  ",
      reviewerName: "Ana",
      version: "v1",
    });
    expect(noComment.error?.issues[0]).toMatchObject({ path: ["comment"], message: "Say what should change." });
    expect(
      verdictInputSchema.parse({
        verdict: "changes_requested",
        comment: "Shorter, please",
        reviewerName: "Ana",
        version: "v1",
      }),
    ).toMatchObject({ comment: "Shorter, please" });
  });

  it("keeps the comment and the name within their limits, and needs a name", () => {
    const long = verdictInputSchema.safeParse({
      verdict: "changes_requested",
      comment: "x".repeat(2001),
      reviewerName: "A",
      version: "v1",
    });
    expect(long.error?.issues[0]?.message).toBe("Keep the comment under 2000 characters.");
    expect(
      verdictInputSchema.safeParse({ verdict: "approved", reviewerName: "x".repeat(81), version: "v1" }).success,
    ).toBe(false);
    expect(
      verdictInputSchema.safeParse({ verdict: "approved", reviewerName: "x".repeat(80), version: "v1" }).success,
    ).toBe(true);
    expect(verdictInputSchema.safeParse({ verdict: "approved", reviewerName: "  ", version: "v1" }).success).toBe(
      false,
    );
    expect(verdictInputSchema.safeParse({ verdict: "rejected", reviewerName: "Ana", version: "v1" }).success).toBe(
      false,
    );
    // A verdict names the text it was given on.
    expect(verdictInputSchema.safeParse({ verdict: "approved", reviewerName: "Ana" }).success).toBe(false);
  });
});
