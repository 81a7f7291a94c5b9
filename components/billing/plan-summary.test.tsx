// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import type { BillingOverview } from "@/lib/usage/overview";

import { PlanSummary } from "./plan-summary";

afterEach(cleanup);

const now = new Date("2026-11-20T12:00:00Z");
const trialOverview = (plan: "essential" | "pro", trialEnd: Date): BillingOverview => ({
  entitlement: { hasActiveSubscription: true, plan, status: "trialing", periodEnd: trialEnd, trialEnd, graceEnd: null },
  usage: { used: 2, limit: 10, credits: 0, month: "2026-11" },
  isTrial: true,
  cancelAtPeriodEnd: false,
});
const summary = () => screen.getByTestId("plan-summary");

describe("the plan summary", () => {
  it("names the plan being trialled and the days left, and when the trial ends", () => {
    render(<PlanSummary overview={trialOverview("essential", new Date("2026-11-23T12:00:00Z"))} now={now} />);
    expect(screen.getByText("Essential · trial, 3 days left", { exact: true }).tagName).toBe("DD");
    expect(summary().textContent).toContain("3 days left (ends November 23, 2026)");
    expect(summary().textContent).toContain("2 of 10 generations used in your trial");
  });

  it("on the trial's last day says 1 day left and the hour it ends", () => {
    const { unmount } = render(
      <PlanSummary overview={trialOverview("pro", new Date("2026-11-21T12:00:00Z"))} now={now} />,
    );
    expect(screen.getByText("Pro · trial, 1 day left", { exact: true })).toBeTruthy();
    expect(summary().textContent).toContain("1 day left (ends Nov 21, 2026, 12:00 PM UTC)");
    unmount();

    render(<PlanSummary overview={trialOverview("pro", new Date("2026-11-20T18:00:00Z"))} now={now} />);
    expect(screen.getByText("Pro · trial, 1 day left", { exact: true })).toBeTruthy();
    expect(summary().textContent).toContain("1 day left (ends Nov 20, 2026, 6:00 PM UTC)");
  });
});
