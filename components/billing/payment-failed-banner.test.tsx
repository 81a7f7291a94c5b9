// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { PaymentFailedBanner } from "./payment-failed-banner";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const banner = () => screen.getByRole("region", { name: "Payment failed" });

describe("the payment-failed banner", () => {
  it("during the grace period says until when access lasts and opens the billing portal to update the card", async () => {
    const fetchMock = vi.fn(async () => Response.json({ url: "https://billing.stripe.com/p/session/test" }));
    const assign = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    vi.stubGlobal("location", { ...window.location, assign });
    render(
      <PaymentFailedBanner
        notice={{ plan: "pro", accessUntil: new Date("2026-11-23T17:04:00Z") }}
        localBilling={false}
      />,
    );
    expect(banner().textContent).toContain("Your payment failed.");
    expect(banner().textContent).toContain("Your Pro plan keeps working until Nov 23, 2026, 5:04 PM UTC");
    fireEvent.click(within(banner()).getByRole("button", { name: "Update card" }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("https://billing.stripe.com/p/session/test"));
    expect(fetchMock).toHaveBeenCalledWith("/api/billing/portal", { method: "POST" });
  });

  it("after the grace period says the plan is paused, and still why", () => {
    render(<PaymentFailedBanner notice={{ plan: "essential", accessUntil: null }} localBilling={false} />);
    expect(banner().textContent).toContain("Your payment failed.");
    expect(banner().textContent).toContain("Your Essential plan is paused until the payment goes through");
    expect(banner().textContent).not.toContain("keeps working");
    expect(within(banner()).getByRole("button", { name: "Update card" })).toBeTruthy();
  });

  it("in local billing mode, with no card to update, leads to the test-mode confirmation of the same plan", () => {
    render(<PaymentFailedBanner notice={{ plan: "pro", accessUntil: null }} localBilling />);
    expect(within(banner()).queryByRole("button", { name: "Update card" })).toBeNull();
    expect(within(banner()).getByRole("link", { name: "Confirm the plan again" }).getAttribute("href")).toBe(
      "/billing/local-confirm?plan=pro",
    );
  });
});
