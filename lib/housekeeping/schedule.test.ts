import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { HousekeepingResult } from "./index";
import { housekeepingAttempt, housekeepingEnabled, repeatAttempts } from "./schedule";

describe("housekeepingEnabled", () => {
  it("is on in production and off in development and tests, unless HOUSEKEEPING says otherwise", () => {
    expect(housekeepingEnabled({ NODE_ENV: "production" })).toBe(true);
    expect(housekeepingEnabled({ NODE_ENV: "development" })).toBe(false);
    expect(housekeepingEnabled({ NODE_ENV: "test" })).toBe(false);
    expect(housekeepingEnabled({ NODE_ENV: "production", HOUSEKEEPING: "disabled" })).toBe(false);
    expect(housekeepingEnabled({ NODE_ENV: "development", HOUSEKEEPING: "enabled" })).toBe(true);
  });

  it("never starts while `next build` runs", () => {
    expect(
      housekeepingEnabled({ NODE_ENV: "production", HOUSEKEEPING: "enabled", NEXT_PHASE: "phase-production-build" }),
    ).toBe(false);
  });
});

describe("housekeepingAttempt", () => {
  const ran: HousekeepingResult = {
    ran: true,
    at: new Date(),
    deleted: {
      sessions: 2,
      verifications: 0,
      emailConfirmations: 0,
      mailOutbox: 1,
      idempotencyRecords: 0,
      jobWorkers: 1,
      failedJobs: 0,
      rateLimitBuckets: 5,
    },
  };
  const log = () => ({ info: vi.fn(), error: vi.fn() });

  it("logs what a run deleted and nothing when another server ran", async () => {
    const lines = log();
    await housekeepingAttempt(async () => ran, lines)();
    await housekeepingAttempt(async () => ({ ran: false, reason: "ran-recently" }), lines)();
    expect(lines.info).toHaveBeenCalledTimes(1);
    expect(lines.info).toHaveBeenCalledWith({ deleted: ran.deleted }, expect.any(String));
  });

  it("logs a lasting failure once, never throws, and says when it works again", async () => {
    const lines = log();
    const run = vi.fn<() => Promise<HousekeepingResult>>().mockRejectedValue(new Error("database unreachable"));
    const attempt = housekeepingAttempt(run, lines);
    await expect(attempt()).resolves.toBeUndefined();
    await attempt();
    await attempt();
    expect(lines.error).toHaveBeenCalledTimes(1);
    expect(lines.error.mock.calls[0]?.[0]).toMatchObject({
      err: expect.objectContaining({ message: "database unreachable" }),
    });

    run.mockResolvedValue({ ran: false, reason: "ran-recently" });
    await attempt();
    expect(lines.info).toHaveBeenCalledWith({}, "housekeeping works again");
    run.mockRejectedValue(new Error("again"));
    await attempt();
    expect(lines.error).toHaveBeenCalledTimes(2);
  });
});

describe("repeatAttempts", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("tries first after the start delay, then at every interval", async () => {
    const attempt = vi.fn(async () => {});
    const { stop } = repeatAttempts(attempt, { firstAfterMs: 1_000, everyMs: 10_000 });
    await vi.advanceTimersByTimeAsync(999);
    expect(attempt).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(attempt).toHaveBeenCalledTimes(4);
    stop();
  });

  it("never starts an attempt while the previous one is still running", async () => {
    let finish = () => {};
    const attempt = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { stop } = repeatAttempts(attempt, { firstAfterMs: 0, everyMs: 1_000 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempt).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(attempt).toHaveBeenCalledTimes(2);
    stop();
  });

  it("keeps trying after an attempt throws", async () => {
    const attempt = vi.fn().mockRejectedValueOnce(new Error("boom")).mockResolvedValue(undefined);
    const { stop } = repeatAttempts(attempt, { firstAfterMs: 0, everyMs: 1_000 });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(attempt).toHaveBeenCalledTimes(3);
    stop();
  });

  it("stops when the server shuts down", async () => {
    const attempt = vi.fn(async () => {});
    const shutdown = new AbortController();
    repeatAttempts(attempt, { firstAfterMs: 1_000, everyMs: 1_000 }, shutdown.signal);
    await vi.advanceTimersByTimeAsync(1_000);
    shutdown.abort();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
