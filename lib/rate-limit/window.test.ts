import { describe, expect, it } from "vitest";

import { callsWithinLimit, decide, rateLimitHeaders } from "./window";

const rule = { name: "test", limit: 3, windowSeconds: 60 };
const start = new Date("2026-11-22T10:00:00Z");

describe("decide", () => {
  it("allows up to the limit and counts down what remains", () => {
    expect(decide(rule, 1, start, start)).toMatchObject({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
    expect(decide(rule, 3, start, start)).toMatchObject({ allowed: true, remaining: 0 });
  });

  it("refuses past the limit until the window ends", () => {
    const now = new Date(start.getTime() + 45_500);
    const result = decide(rule, 4, start, now);
    expect(result).toMatchObject({ allowed: false, remaining: 0, retryAfterSeconds: 15 });
    expect(result.resetAt.toISOString()).toBe("2026-11-22T10:01:00.000Z");
  });

  it("never asks a refused caller to wait less than a second", () => {
    expect(decide(rule, 4, start, new Date(start.getTime() + 59_999)).retryAfterSeconds).toBe(1);
  });
});

describe("rateLimitHeaders", () => {
  it("adds Retry-After only to a refusal", () => {
    expect(rateLimitHeaders(decide(rule, 1, start, start))).not.toHaveProperty("Retry-After");
    expect(rateLimitHeaders(decide(rule, 4, start, new Date(start.getTime() + 50_000)))).toMatchObject({
      "Retry-After": "10",
      "RateLimit-Limit": "3",
      "RateLimit-Remaining": "0",
    });
  });
});

describe("callsWithinLimit", () => {
  it("lets through the first calls of a batch up to the limit, as if each came on its own", () => {
    expect(callsWithinLimit(rule, 2, 2)).toBe(2);
    expect(callsWithinLimit(rule, 3, 3)).toBe(3);
    expect(callsWithinLimit(rule, 5, 5)).toBe(3);
    expect(callsWithinLimit(rule, 5, 3)).toBe(1);
  });

  it("lets none through once the counter was already at the limit", () => {
    expect(callsWithinLimit(rule, 4, 1)).toBe(0);
    expect(callsWithinLimit(rule, 103, 100)).toBe(0);
  });
});
