import { describe, expect, it } from "vitest";

import { graceEndOf, pastDueSinceAfter, paymentNoticeOf } from "./past-due";

const now = new Date("2026-11-20T12:00:00Z");
const earlier = new Date("2026-11-18T09:00:00Z");
const stored = (status: string, pastDueSince: Date | null, stripeSubscriptionId = "sub_1") => ({
  stripeSubscriptionId,
  status,
  pastDueSince,
});

describe("pastDueSinceAfter", () => {
  it("starts the clock when a subscription is first read as past_due", () => {
    expect(
      pastDueSinceAfter(stored("active", null), { stripeSubscriptionId: "sub_1", status: "past_due" }, now),
    ).toEqual(now);
    expect(pastDueSinceAfter(null, { stripeSubscriptionId: "sub_1", status: "past_due" }, now)).toEqual(now);
  });

  it("keeps the first moment however many later reads find it still past_due", () => {
    expect(
      pastDueSinceAfter(stored("past_due", earlier), { stripeSubscriptionId: "sub_1", status: "past_due" }, now),
    ).toEqual(earlier);
  });

  it("gives a row that was past_due before the moment was recorded no fresh start", () => {
    expect(
      pastDueSinceAfter(stored("past_due", null), { stripeSubscriptionId: "sub_1", status: "past_due" }, now),
    ).toBeNull();
  });

  it("gives no grace to a trial whose first charge failed: it was never paid for", () => {
    expect(
      pastDueSinceAfter(stored("trialing", null), { stripeSubscriptionId: "sub_1", status: "past_due" }, now),
    ).toBeNull();
    const trialEnd = new Date(now.getTime() - 60 * 60 * 1000);
    expect(pastDueSinceAfter(null, { stripeSubscriptionId: "sub_1", status: "past_due", trialEnd }, now)).toBeNull();
    const longAgo = new Date("2026-09-01T00:00:00Z");
    expect(
      pastDueSinceAfter(
        stored("active", null),
        { stripeSubscriptionId: "sub_1", status: "past_due", trialEnd: longAgo },
        now,
      ),
    ).toEqual(now);
  });

  it("clears it for any other status, and starts again for another subscription", () => {
    for (const status of ["active", "trialing", "unpaid", "canceled", "incomplete"]) {
      expect(
        pastDueSinceAfter(stored("past_due", earlier), { stripeSubscriptionId: "sub_1", status }, now),
        status,
      ).toBeNull();
    }
    expect(
      pastDueSinceAfter(stored("past_due", earlier), { stripeSubscriptionId: "sub_2", status: "past_due" }, now),
    ).toEqual(now);
  });
});

describe("graceEndOf", () => {
  it("ends the grace the configured number of days after the subscription became past_due", () => {
    expect(graceEndOf({ status: "past_due", pastDueSince: earlier }, 3)).toEqual(new Date("2026-11-21T09:00:00Z"));
    expect(graceEndOf({ status: "past_due", pastDueSince: earlier }, 0)).toEqual(earlier);
  });

  it("has no end for other statuses or an unknown start", () => {
    expect(graceEndOf({ status: "active", pastDueSince: earlier }, 3)).toBeNull();
    expect(graceEndOf({ status: "past_due", pastDueSince: null }, 3)).toBeNull();
    expect(graceEndOf({ status: "past_due" }, 3)).toBeNull();
  });
});

describe("paymentNoticeOf", () => {
  const graceEnd = new Date("2026-11-21T09:00:00Z");

  it("says until when access lasts during the grace, and that it is paused after it", () => {
    expect(paymentNoticeOf({ hasActiveSubscription: true, plan: "pro", status: "past_due", graceEnd })).toEqual({
      plan: "pro",
      accessUntil: graceEnd,
    });
    expect(paymentNoticeOf({ hasActiveSubscription: false, plan: "pro", status: "past_due", graceEnd })).toEqual({
      plan: "pro",
      accessUntil: null,
    });
    expect(
      paymentNoticeOf({ hasActiveSubscription: false, plan: "essential", status: "unpaid", graceEnd: null }),
    ).toEqual({ plan: "essential", accessUntil: null });
  });

  it("says nothing when no payment has failed", () => {
    for (const status of ["active", "trialing", "canceled", "incomplete", null]) {
      expect(
        paymentNoticeOf({ hasActiveSubscription: status === "active", plan: "pro", status, graceEnd: null }),
        String(status),
      ).toBeNull();
    }
    expect(
      paymentNoticeOf({ hasActiveSubscription: false, plan: null, status: "past_due", graceEnd: null }),
    ).toBeNull();
  });
});
