import { describe, expect, it } from "vitest";
import { daysLeft, planLabel, usageLine } from "./plan-label";

describe("plan labels", () => {
  it("names the trial, the paid plans and the absence of a plan", () => {
    expect(planLabel({ hasActiveSubscription: true, plan: "essential", status: "trialing" })).toBe("Trial");
    expect(planLabel({ hasActiveSubscription: true, plan: "pro", status: "active" })).toBe("Pro");
    expect(planLabel({ hasActiveSubscription: false, plan: "pro", status: "canceled" })).toBe("No plan");
    expect(planLabel({ hasActiveSubscription: false, plan: "essential", status: "past_due" })).toBe("Essential (payment failed)");
    // In the grace period access lasts, and the label still names the failed payment.
    expect(planLabel({ hasActiveSubscription: true, plan: "pro", status: "past_due" })).toBe("Pro (payment failed)");
  });

  it("words usage and counts days left", () => {
    expect(usageLine(0, 10, true)).toBe("0 of 10 generations used in your trial");
    expect(usageLine(12, 200, false)).toBe("12 of 200 generations used this month");
    const now = new Date("2026-11-20T12:00:00Z");
    expect(daysLeft(new Date("2026-11-23T12:00:00Z"), now)).toBe(3);
    expect(daysLeft(new Date("2026-11-22T13:00:00Z"), now)).toBe(3);
    expect(daysLeft(new Date("2026-11-19T12:00:00Z"), now)).toBe(0);
  });
});
