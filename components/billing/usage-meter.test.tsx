// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { publishBrowserEvent } from "@/lib/events/browser";

import { UsageMeter } from "./usage-meter";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const meter = () => screen.getByTestId("usage-meter");

describe("the usage meter", () => {
  it("names the plan being trialled and the days left, with the full label in its title", () => {
    render(
      <UsageMeter
        initial={{ used: 0, limit: 10, isTrial: true, planLabel: "Essential · trial, 3 days left", credits: 0 }}
      />,
    );
    const label = within(meter()).getByText("Essential · trial, 3 days left", { exact: true });
    expect(label.getAttribute("title")).toBe("Essential · trial, 3 days left");
    expect(meter().textContent).toContain("0 of 10 generations used in your trial");
  });

  it("after billing news shows the label the server words, not one of its own", async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({
        hasActiveSubscription: true,
        plan: "pro",
        status: "trialing",
        periodEnd: "2026-11-24T10:00:00.000Z",
        trialEnd: "2026-11-24T10:00:00.000Z",
        graceEnd: null,
        cancelAtPeriodEnd: false,
        planLabel: "Pro · trial, 1 day left",
        usage: { used: 4, limit: 10, credits: 0, month: "2026-11", isTrial: true },
      }),
    );
    vi.stubGlobal("fetch", fetchMock);
    render(<UsageMeter initial={{ used: 0, limit: 0, isTrial: false, planLabel: "No plan", credits: 0 }} />);
    await act(async () => publishBrowserEvent("billing-changed", "plan"));
    await vi.waitFor(() => expect(within(meter()).getByText("Pro · trial, 1 day left", { exact: true })).toBeTruthy());
    expect(meter().textContent).toContain("4 of 10 generations used in your trial");
    expect(fetchMock).toHaveBeenCalledWith("/api/usage", { cache: "no-store" });
  });

  it("says the bonus credits left, which pay once the generations are used up", () => {
    render(
      <UsageMeter
        initial={{ used: 10, limit: 10, isTrial: true, planLabel: "Essential · trial, 3 days left", credits: 3 }}
      />,
    );
    expect(meter().textContent).toContain("10 of 10 generations used in your trial · 3 bonus credits left");
    expect(meter().textContent).toContain("10 of 10 used · 3 bonus credits left");
  });
});
