import { describe, expect, it } from "vitest";

import { characterCount, countFor, measure } from "./limits";

describe("platform counters", () => {
  it("weighs an X post as X does: URLs count 23, emoji 2, CJK characters 2", () => {
    expect(countFor("x", "Launch day")).toBe(10);
    expect(countFor("x", "Read it: https://example.com/a/very/long/path/that/keeps/going?with=query")).toBe(9 + 23);
    expect(countFor("x", "Ship it 🚀")).toBe(8 + 2);
    expect(countFor("x", "こんにちは")).toBe(10);
  });

  it("flags an X post of 281 weighted characters and accepts 280", () => {
    expect(measure("x", "a".repeat(280))).toMatchObject({ count: 280, over: 0, hard: true });
    expect(measure("x", `${"a".repeat(279)}🚀`)).toMatchObject({ count: 281, over: 1 });
  });

  it("counts characters, not UTF-16 units, for the other platforms", () => {
    expect(characterCount("🚀🚀")).toBe(2);
    expect(measure("threads", "🚀".repeat(500))).toMatchObject({ count: 500, over: 0 });
    expect(measure("threads", "a".repeat(501))).toMatchObject({ count: 501, over: 1, limit: 500 });
  });

  it.each([
    ["instagram", 2200, true],
    ["linkedin", 3000, true],
    ["googleHeadline", 30, true],
    ["googleDescription", 90, true],
    ["facebookPrimaryText", 125, false],
    ["metaDescription", 155, false],
    ["emailSubject", 60, false],
  ] as const)("%s allows %i characters (hard limit: %s)", (rule, limit, hard) => {
    expect(measure(rule, "x".repeat(limit))).toMatchObject({ over: 0, limit, hard });
    expect(measure(rule, "x".repeat(limit + 5)).over).toBe(5);
  });
});
