import { describe, expect, it } from "vitest";

import { entitlementFrom, noEntitlement } from "./entitlement";

const now = new Date("2026-11-20T12:00:00Z");
const subscription = (status: string, periodEnd: string | null, plan = "essential") => ({
  status,
  plan,
  trialEnd: null,
  currentPeriodEnd: periodEnd ? new Date(periodEnd) : null,
  cancelAtPeriodEnd: false,
});

describe("entitlementFrom", () => {
  it("counts active and trialing subscriptions", () => {
    expect(entitlementFrom(subscription("active", "2026-12-20T12:00:00Z"), now)).toMatchObject({
      hasActiveSubscription: true,
      plan: "essential",
      status: "active",
    });
    expect(entitlementFrom(subscription("trialing", "2026-11-23T12:00:00Z", "pro"), now)).toMatchObject({
      hasActiveSubscription: true,
      plan: "pro",
    });
  });

  it("keeps a subscription set to cancel until Stripe ends it; an ended one, even before its period end, gives nothing", () => {
    expect(
      entitlementFrom({ ...subscription("active", "2026-11-21T12:00:00Z"), cancelAtPeriodEnd: true }, now)
        .hasActiveSubscription,
    ).toBe(true);
    expect(entitlementFrom(subscription("canceled", "2026-11-21T12:00:00Z"), now).hasActiveSubscription).toBe(false);
    expect(entitlementFrom(subscription("canceled", "2026-11-19T12:00:00Z"), now).hasActiveSubscription).toBe(false);
  });

  it("does not let a trial run past its end", () => {
    const trialing = {
      ...subscription("trialing", "2026-11-20T11:00:00Z"),
      trialEnd: new Date("2026-11-20T11:00:00Z"),
    };
    expect(entitlementFrom(trialing, now).hasActiveSubscription).toBe(false);
    expect(
      entitlementFrom({ ...trialing, trialEnd: new Date("2026-11-21T11:00:00Z") }, now).hasActiveSubscription,
    ).toBe(true);
  });

  it("keeps a past_due subscription for the grace days after it became past_due, and no longer", () => {
    const pastDue = {
      ...subscription("past_due", "2026-11-19T12:00:00Z"),
      pastDueSince: new Date("2026-11-18T12:00:00Z"),
    };
    expect(entitlementFrom(pastDue, now)).toMatchObject({
      hasActiveSubscription: true,
      plan: "essential",
      status: "past_due",
      graceEnd: new Date("2026-11-21T12:00:00Z"),
    });
    expect(entitlementFrom(pastDue, new Date("2026-11-21T11:59:59Z")).hasActiveSubscription).toBe(true);
    expect(entitlementFrom(pastDue, new Date("2026-11-21T12:00:00Z"))).toMatchObject({
      hasActiveSubscription: false,
      graceEnd: new Date("2026-11-21T12:00:00Z"),
    });
    expect(entitlementFrom(pastDue, now, 1).hasActiveSubscription).toBe(false);
    expect(entitlementFrom(pastDue, now, 0).hasActiveSubscription).toBe(false);
    // Without a known start there is no grace to count.
    expect(entitlementFrom(subscription("past_due", "2026-12-20T12:00:00Z"), now).hasActiveSubscription).toBe(false);
    expect(entitlementFrom({ ...pastDue, plan: "enterprise" }, now).hasActiveSubscription).toBe(false);
  });

  it("gives other statuses no grace, whatever their past_due_since", () => {
    const since = new Date("2026-11-20T11:00:00Z");
    expect(
      entitlementFrom({ ...subscription("active", "2026-12-20T12:00:00Z"), pastDueSince: since }, now),
    ).toMatchObject({ hasActiveSubscription: true, graceEnd: null });
    for (const status of ["unpaid", "canceled", "incomplete"]) {
      expect(
        entitlementFrom({ ...subscription(status, "2026-12-20T12:00:00Z"), pastDueSince: since }, now),
        status,
      ).toMatchObject({ hasActiveSubscription: false, graceEnd: null });
    }
  });

  it("refuses unpaid, incomplete and unknown plans, and no subscription at all", () => {
    for (const status of ["past_due", "unpaid", "incomplete", "incomplete_expired", "paused"]) {
      expect(entitlementFrom(subscription(status, "2026-12-20T12:00:00Z"), now).hasActiveSubscription, status).toBe(
        false,
      );
    }
    expect(
      entitlementFrom(subscription("active", "2026-12-20T12:00:00Z", "enterprise"), now).hasActiveSubscription,
    ).toBe(false);
    expect(entitlementFrom(null, now)).toEqual(noEntitlement);
  });
});
