import { describe, expect, it } from "vitest";

import { purchaseSummary, showsTour } from "./purchase-summary";

describe("purchaseSummary", () => {
  it("names the trial's end and the price that follows it", () => {
    expect(
      purchaseSummary({ plan: "essential", status: "trialing", trialEnd: "2026-11-28T10:00:00.000Z", periodEnd: null }),
    ).toBe("Essential plan: free trial until November 28, 2026; then $14.99 a month unless you cancel.");
  });

  it("names the amount charged and the renewal of a paid plan", () => {
    expect(
      purchaseSummary({ plan: "pro", status: "active", trialEnd: null, periodEnd: new Date("2026-12-25T00:00:00Z") }),
    ).toBe("Pro plan: $29.99 charged for this month, and it renews on December 25, 2026.");
  });

  it("says nothing while the subscription is not known", () => {
    expect(purchaseSummary({ plan: null, status: null, trialEnd: null, periodEnd: null })).toBeNull();
    expect(purchaseSummary({ plan: "pro", status: "incomplete", trialEnd: null, periodEnd: null })).toBeNull();
  });
});

describe("showsTour", () => {
  it("shows the tour to a new subscriber whose trial started, not after an existing user's paid upgrade", () => {
    expect(showsTour({ status: "trialing" })).toBe(true);
    expect(showsTour({ status: "active" })).toBe(false);
    expect(showsTour({ status: null })).toBe(false);
  });
});
