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
    expect(entitlementFrom(subscription("active", "2026-12-20T12:00:00Z"), now)).toMatchObject({ hasActiveSubscription: true, plan: "essential", status: "active" });
    expect(entitlementFrom(subscription("trialing", "2026-11-23T12:00:00Z", "pro"), now)).toMatchObject({ hasActiveSubscription: true, plan: "pro" });
  });

  it("keeps a subscription set to cancel until Stripe ends it; an ended one, even before its period end, gives nothing", () => {
    expect(entitlementFrom({ ...subscription("active", "2026-11-21T12:00:00Z"), cancelAtPeriodEnd: true }, now).hasActiveSubscription).toBe(true);
    expect(entitlementFrom(subscription("canceled", "2026-11-21T12:00:00Z"), now).hasActiveSubscription).toBe(false);
    expect(entitlementFrom(subscription("canceled", "2026-11-19T12:00:00Z"), now).hasActiveSubscription).toBe(false);
  });

  it("does not let a trial run past its end", () => {
    const trialing = { ...subscription("trialing", "2026-11-20T11:00:00Z"), trialEnd: new Date("2026-11-20T11:00:00Z") };
    expect(entitlementFrom(trialing, now).hasActiveSubscription).toBe(false);
    expect(entitlementFrom({ ...trialing, trialEnd: new Date("2026-11-21T11:00:00Z") }, now).hasActiveSubscription).toBe(true);
  });

  it("refuses unpaid, incomplete and unknown plans, and no subscription at all", () => {
    for (const status of ["past_due", "unpaid", "incomplete", "incomplete_expired", "paused"]) {
      expect(entitlementFrom(subscription(status, "2026-12-20T12:00:00Z"), now).hasActiveSubscription, status).toBe(false);
    }
    expect(entitlementFrom(subscription("active", "2026-12-20T12:00:00Z", "enterprise"), now).hasActiveSubscription).toBe(false);
    expect(entitlementFrom(null, now)).toEqual(noEntitlement);
  });
});
