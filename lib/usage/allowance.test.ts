import { describe, expect, it } from "vitest";

import { entitlementFrom, noEntitlement } from "../billing/entitlement";
import { allowanceFor, usageMonth } from "./allowance";

describe("usageMonth", () => {
  it("is the UTC calendar month", () => {
    expect(usageMonth(new Date("2026-11-30T23:59:59Z"))).toBe("2026-11");
    expect(usageMonth(new Date("2026-12-01T00:00:00Z"))).toBe("2026-12");
    expect(usageMonth(new Date("2026-12-01T00:30:00+01:00"))).toBe("2026-11");
  });
});

describe("allowanceFor", () => {
  const now = new Date("2026-12-01T10:00:00Z");

  it("draws trial use from the month the trial started, at the user's trial limit", () => {
    const trialing = entitlementFrom(
      {
        status: "trialing",
        plan: "pro",
        trialEnd: new Date("2026-12-02T10:00:00Z"),
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
      },
      now,
    );
    expect(allowanceFor(trialing, null, now)).toEqual({ month: "2026-11", limit: 10, isTrial: true });
    expect(allowanceFor(trialing, 12, now)).toEqual({ month: "2026-11", limit: 12, isTrial: true });
  });

  it("gives paid plans their monthly limit in the current month, and the default 10 when nothing is known", () => {
    const pro = entitlementFrom(
      {
        status: "active",
        plan: "pro",
        trialEnd: null,
        currentPeriodEnd: new Date("2027-01-01T00:00:00Z"),
        cancelAtPeriodEnd: true,
      },
      now,
    );
    expect(allowanceFor(pro, null, now)).toEqual({ month: "2026-12", limit: 600, isTrial: false });
    expect(allowanceFor(noEntitlement, null, now)).toEqual({ month: "2026-12", limit: 10, isTrial: false });
  });

  it("keeps the plan's monthly limit while a failed renewal is in its grace period", () => {
    const pastDue = {
      status: "past_due",
      plan: "pro",
      trialEnd: null,
      currentPeriodEnd: new Date("2026-12-31T00:00:00Z"),
      cancelAtPeriodEnd: false,
      pastDueSince: new Date("2026-11-30T12:00:00Z"),
    };
    expect(allowanceFor(entitlementFrom(pastDue, now), null, now)).toEqual({
      month: "2026-12",
      limit: 600,
      isTrial: false,
    });
    // A trial that converted into a failed payment draws from the month, at the plan's limit, not the trial's.
    const convertedTrial = { ...pastDue, plan: "essential", trialEnd: new Date("2026-11-30T12:00:00Z") };
    expect(allowanceFor(entitlementFrom(convertedTrial, now), 10, now)).toEqual({
      month: "2026-12",
      limit: 200,
      isTrial: false,
    });
  });
});
