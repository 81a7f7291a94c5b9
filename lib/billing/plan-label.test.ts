import { describe, expect, it } from "vitest";

import { daysLeft, planLabel, trialTimeLeft, usageLine } from "./plan-label";

const now = new Date("2026-11-20T12:00:00Z");
const hours = (n: number) => new Date(now.getTime() + n * 60 * 60 * 1000);
const trialing = (plan: "essential" | "pro", trialEnd: Date | null) => ({
  hasActiveSubscription: true,
  plan,
  status: "trialing",
  trialEnd,
});

describe("plan labels", () => {
  it("names the plan being trialled and the days left", () => {
    expect(planLabel(trialing("essential", hours(72)), now)).toBe("Essential · trial, 3 days left");
    expect(planLabel(trialing("pro", hours(30)), now)).toBe("Pro · trial, 2 days left");
    expect(planLabel(trialing("essential", hours(24)), now)).toBe("Essential · trial, 1 day left");
    expect(planLabel(trialing("essential", hours(23)), now)).toBe("Essential · trial, 1 day left");
    expect(planLabel(trialing("pro", null), now)).toBe("Pro · trial");
  });

  it("names the paid plans, a failed payment and the absence of a plan", () => {
    const paid = { trialEnd: null };
    expect(planLabel({ ...paid, hasActiveSubscription: true, plan: "pro", status: "active" }, now)).toBe("Pro");
    expect(planLabel({ ...paid, hasActiveSubscription: false, plan: "pro", status: "canceled" }, now)).toBe("No plan");
    expect(planLabel({ ...paid, hasActiveSubscription: false, plan: null, status: null }, now)).toBe("No plan");
    expect(planLabel({ ...paid, hasActiveSubscription: false, plan: "essential", status: "past_due" }, now)).toBe(
      "Essential (payment failed)",
    );
    // In the grace period access lasts, and the label still names the failed payment.
    expect(planLabel({ ...paid, hasActiveSubscription: true, plan: "pro", status: "past_due" }, now)).toBe(
      "Pro (payment failed)",
    );
  });

  it("words the time a trial has left in whole days, rounded up", () => {
    expect(trialTimeLeft(hours(48), now)).toBe("2 days left");
    expect(trialTimeLeft(hours(47), now)).toBe("2 days left");
    expect(trialTimeLeft(hours(25), now)).toBe("2 days left");
    expect(trialTimeLeft(hours(24), now)).toBe("1 day left");
    // A trial ending tomorrow morning, seen the evening before: one day, not "today".
    expect(trialTimeLeft(new Date("2026-11-21T09:00:00Z"), new Date("2026-11-20T20:00:00Z"))).toBe("1 day left");
    expect(trialTimeLeft(hours(1), now)).toBe("1 day left");
  });

  it("words usage and counts days left", () => {
    expect(usageLine(0, 10, true)).toBe("0 of 10 generations used in your trial");
    expect(usageLine(12, 200, false)).toBe("12 of 200 generations used this month");
    expect(usageLine(10, 10, true, 3)).toBe("10 of 10 generations used in your trial · 3 bonus credits left");
    expect(usageLine(200, 200, false, 1)).toBe("200 of 200 generations used this month · 1 bonus credit left");
    expect(daysLeft(new Date("2026-11-23T12:00:00Z"), now)).toBe(3);
    expect(daysLeft(new Date("2026-11-22T13:00:00Z"), now)).toBe(3);
    expect(daysLeft(new Date("2026-11-19T12:00:00Z"), now)).toBe(0);
  });
});
