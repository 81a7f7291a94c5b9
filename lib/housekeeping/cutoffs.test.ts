import { describe, expect, it } from "vitest";

import { housekeeping } from "../config/housekeeping";
import {
  authRateLimits,
  contactRateLimit,
  generationRateLimit,
  learnVoiceDailyLimit,
  newsletterRateLimit,
} from "../config/rate-limits";
import { configuredRateLimitRules, cutoffsAt, longestLiveCounterSeconds, rateLimitRulesIn } from "./cutoffs";

const now = new Date("2026-03-10T12:00:00.000Z");
const hoursBefore = (hours: number) => new Date(now.getTime() - hours * 60 * 60 * 1000);
const settings = {
  runEverySeconds: 3600,
  outboxKeepSeconds: 7 * 86400,
  expiredTokenKeepSeconds: 86400,
  jobWorkerKeepSeconds: 86400,
  failedJobKeepSeconds: 7 * 86400,
};

describe("rateLimitRulesIn", () => {
  it("finds rules at any depth, each once, and ignores other settings", () => {
    const rule = { name: "a", limit: 1, windowSeconds: 60 };
    const found = rateLimitRulesIn({
      top: rule,
      nested: { ip: { name: "b", limit: 2, windowSeconds: 900 }, again: rule },
      other: { windowMs: 5 },
      list: [1, "x"],
    });
    expect(found.map((r) => r.name).sort()).toEqual(["a", "b"]);
  });

  it("sees every rule the app enforces in lib/config", () => {
    const names = configuredRateLimitRules.map((rule) => rule.name);
    const enforced = [
      generationRateLimit,
      learnVoiceDailyLimit,
      contactRateLimit,
      newsletterRateLimit,
      ...Object.values(authRateLimits).flatMap((pair) => Object.values(pair)),
    ];
    for (const rule of enforced) expect(names).toContain(rule.name);
  });
});

describe("longestLiveCounterSeconds", () => {
  it("is the longest window of any rule", () => {
    expect(
      longestLiveCounterSeconds(
        [
          { name: "a", limit: 1, windowSeconds: 60 },
          { name: "b", limit: 1, windowSeconds: 86400 },
        ],
        3600,
      ),
    ).toBe(86400);
  });

  it("is at least the housekeeping interval, so the last-run record outlives its own interval", () => {
    expect(longestLiveCounterSeconds([{ name: "a", limit: 1, windowSeconds: 60 }], 3600)).toBe(3600);
    expect(longestLiveCounterSeconds([], 3600)).toBe(3600);
  });
});

describe("cutoffsAt", () => {
  it("keeps a counter until the longest rule's window is over", () => {
    const cutoffs = cutoffsAt(now, settings, [
      { name: "day", limit: 30, windowSeconds: 86400 },
      { name: "minute", limit: 20, windowSeconds: 60 },
    ]);
    expect(cutoffs.rateLimitWindowStart).toEqual(hoursBefore(24));
  });

  it("keeps the app's counters for a day, the daily learn-voice limit's window", () => {
    expect(cutoffsAt(now, settings).rateLimitWindowStart).toEqual(
      hoursBefore(learnVoiceDailyLimit.windowSeconds / 3600),
    );
  });

  it("drops sessions at expiry, and codes, links and mail after their keeping time", () => {
    const cutoffs = cutoffsAt(now, settings);
    expect(cutoffs.sessionExpired).toEqual(now);
    expect(cutoffs.tokenExpired).toEqual(hoursBefore(24));
    expect(cutoffs.mailCreated).toEqual(hoursBefore(7 * 24));
    expect(cutoffs.jobWorkerSeen).toEqual(hoursBefore(24));
    expect(cutoffs.failedJobUpdated).toEqual(hoursBefore(7 * 24));
    expect(cutoffs.lastRunAfter).toEqual(hoursBefore(1));
  });

  it("keeps outbox mail longer than the longest-lived link it can carry", async () => {
    const { confirmationLink, resetCode } = await import("../config/auth");
    expect(housekeeping.outboxKeepSeconds).toBeGreaterThan(confirmationLink.ttlSeconds);
    expect(housekeeping.outboxKeepSeconds).toBeGreaterThan(resetCode.ttlSeconds);
  });
});
