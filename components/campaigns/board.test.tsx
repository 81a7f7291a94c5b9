// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { CampaignAnswer } from "@/lib/campaigns/answer";
import { testAsset, testCampaign } from "@/lib/campaigns/test-campaign";

const call = vi.fn();
vi.mock("@/lib/api-client/call", async (original) => ({
  ...(await original<typeof import("@/lib/api-client/call")>()),
  call: (...args: unknown[]) => call(...args),
}));

// The hand-off history reads its own route; it has its tests (components/handoff/handoff-history.test.tsx).
vi.mock("@/components/handoff/handoff-history", () => ({ HandoffHistory: () => null }));

const { CampaignBoard } = await import("./board");

afterEach(cleanup);

const post = testAsset();
const locked = testAsset({ id: "00000000-0000-4000-8000-000000000002", slot: 1, locked: true });
const ad = testAsset({ id: "00000000-0000-4000-8000-000000000003", channel: "metaAd", date: null, link: null });

function campaign(): CampaignAnswer {
  return {
    ...testCampaign([post, locked, ad]),
    coverage: {
      keyMessages: [
        { index: 0, text: "Onboard in two days, not two weeks", assetIds: [post.id], covered: true },
        { index: 1, text: "Every post fits its platform", assetIds: [], covered: false },
      ],
      notCovered: [1],
      allCovered: false,
    },
  };
}

beforeEach(() => {
  call.mockReset();
  call.mockResolvedValue({ ok: true, data: campaign() });
});

describe("the campaign board", () => {
  it("shows a column per channel with its assets, the progress, links and the CSV download", () => {
    render(<CampaignBoard campaign={campaign()} onChange={() => undefined} />);
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["X", "Meta ad"]);
    const x = screen.getByRole("region", { name: "X" });
    expect(
      within(x)
        .getAllByRole("article")
        .map((card) => card.getAttribute("aria-label")),
    ).toEqual(["X 1", "X 2"]);
    expect(screen.getByTestId("campaign-progress").textContent).toBe("3 of 3 assets written");
    expect(screen.getByRole("link", { name: "Download CSV" }).getAttribute("href")).toBe(
      `/api/campaigns/${campaign().id}/export`,
    );
    expect(within(screen.getByRole("article", { name: "Meta ad 1" })).getByText("Runs throughout")).toBeTruthy();
  });

  it("saves an edited asset when its field is left, and scores it as it is typed", async () => {
    const onChange = vi.fn();
    render(<CampaignBoard campaign={campaign()} onChange={onChange} />);
    const card = screen.getByRole("article", { name: "X 1" });
    const text = within(card).getByRole("textbox", { name: "Text of X 1" });
    fireEvent.change(text, { target: { value: "Onboard in two days. Start your free trial" } });
    expect(within(card).getByTestId("variant-score")).toBeTruthy();
    expect(within(card).getByTestId("length-counter").textContent).toContain("X: ");
    fireEvent.blur(text);
    await vi.waitFor(() => expect(onChange).toHaveBeenCalled());
    const [route, input, options] = call.mock.calls[0] as [{ path: string }, unknown, unknown];
    expect(route.path).toBe("/api/campaigns/:id/assets/:assetId");
    expect(input).toEqual({ text: "Onboard in two days. Start your free trial" });
    expect(options).toEqual({ params: { id: campaign().id, assetId: post.id } });
  });

  it("keeps a locked asset from being written again, and locks another on request", async () => {
    render(<CampaignBoard campaign={campaign()} onChange={() => undefined} />);
    const lockedCard = within(screen.getByRole("article", { name: "X 2" }));
    const regenerate = lockedCard.getByRole("button", { name: "Regenerate" });
    // Unavailable but still focusable, and a click writes nothing.
    expect(regenerate.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(regenerate);
    expect(call).not.toHaveBeenCalled();
    expect(lockedCard.getByRole("button", { name: "Lock" }).getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(within(screen.getByRole("article", { name: "X 1" })).getByRole("button", { name: "Lock" }));
    await vi.waitFor(() => expect(call).toHaveBeenCalled());
    expect(call.mock.calls[0]?.[1]).toEqual({ locked: true });
  });

  it("marks a key message no asset carries and writes an asset for it in one click", async () => {
    render(<CampaignBoard campaign={campaign()} onChange={() => undefined} />);
    const coverage = within(screen.getByRole("region", { name: "Key message coverage" }));
    expect(coverage.getByText(/Not covered/)).toBeTruthy();
    fireEvent.click(coverage.getByRole("button", { name: "Write an asset for “Every post fits its platform”" }));
    await vi.waitFor(() => expect(call).toHaveBeenCalled());
    expect(call.mock.calls[0]?.[1]).toEqual({ keyMessage: 1 });
  });

  it("shows a refusal in words", async () => {
    call.mockResolvedValue({ ok: false, error: { code: "unavailable", message: "Try again soon.", status: 503 } });
    render(<CampaignBoard campaign={campaign()} onChange={() => undefined} />);
    fireEvent.click(within(screen.getByRole("article", { name: "X 1" })).getByRole("button", { name: "Regenerate" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Try again soon.");
  });
});
