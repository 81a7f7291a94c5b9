// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { testAsset } from "@/lib/campaigns/test-campaign";
import { handoffHistory } from "@/lib/config/handoff";
import type { HandoffRecord } from "@/lib/handoff/schema";

const call = vi.fn();
vi.mock("@/lib/api-client/call", async (original) => ({
  ...(await original<typeof import("@/lib/api-client/call")>()),
  call: (...args: unknown[]) => call(...args),
}));

const { HandoffHistory } = await import("./handoff-history");
const { announceHandoffs } = await import("./handoff-labels");

const x = testAsset();
const linkedin = testAsset({ id: "00000000-0000-4000-8000-000000000002", channel: "linkedin", slot: 1 });
const campaign = { id: "10000000-0000-4000-8000-000000000000", assets: [x, linkedin] };

const record = (changes: Partial<HandoffRecord>): HandoffRecord => ({
  id: crypto.randomUUID(),
  destination: "typefully",
  assetId: x.id,
  channel: "x",
  status: "sent",
  postAt: null,
  scheduled: false,
  httpStatus: 201,
  message: "Draft created in Typefully",
  remoteId: "90001",
  remoteUrl: "https://typefully.com/?d=90001&a=4101",
  retryAt: null,
  sentAt: "2026-12-07T09:00:00.000Z",
  createdAt: "2026-12-07T08:59:58.000Z",
  ...changes,
});

const answer = (handoffs: HandoffRecord[]) => ({ ok: true, data: { handoffs } });

beforeEach(() => call.mockReset());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("the board's hand-off history", () => {
  it("lists each post handed over: where it went, how it stands, the scheduler's message and its link", async () => {
    call.mockResolvedValue(
      answer([
        record({
          assetId: linkedin.id,
          channel: "linkedin",
          status: "failed",
          httpStatus: 400,
          message: "You have reached your draft limit.",
          remoteId: null,
          remoteUrl: null,
          sentAt: null,
        }),
        record({}),
      ]),
    );
    render(<HandoffHistory campaign={campaign} />);
    const panel = within(await screen.findByRole("region", { name: "Hand-offs" }));
    const items = panel.getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^LinkedIn 2 → TypefullyFailed.*You have reached your draft limit\.$/),
      expect.stringMatching(/^X 1 → TypefullySent.*Draft created in Typefully/),
    ]);
    expect(
      within(items[1]!)
        .getByRole("link", { name: /Open X 1 in Typefully/ })
        .getAttribute("href"),
    ).toBe("https://typefully.com/?d=90001&a=4101");
    expect(within(items[0]!).queryByRole("link")).toBeNull();
    expect(call.mock.calls[0]?.[2]).toEqual({ params: { id: campaign.id } });
  });

  it("reads again while a post waits, stops once none is on its way, and reads at once when a hand-off is announced", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    call
      .mockResolvedValueOnce(answer([record({ status: "waiting", retryAt: "2026-12-07T13:05:00.000Z", sentAt: null })]))
      .mockResolvedValue(answer([record({})]));
    render(<HandoffHistory campaign={campaign} />);
    expect((await screen.findByRole("listitem")).textContent).toMatch(/Waiting until \d\d:\d\d/);
    await vi.advanceTimersByTimeAsync(handoffHistory.refreshMs);
    await vi.waitFor(() => expect(screen.getByRole("listitem").textContent).toMatch(/Sent/));
    expect(call).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(handoffHistory.refreshMs * 3);
    expect(call).toHaveBeenCalledTimes(2);
    announceHandoffs();
    await vi.waitFor(() => expect(call).toHaveBeenCalledTimes(3));
  });

  it("shows nothing while the campaign has no hand-off", async () => {
    call.mockResolvedValue(answer([]));
    const { container } = render(<HandoffHistory campaign={campaign} />);
    await vi.waitFor(() => expect(call).toHaveBeenCalled());
    expect(container.textContent).toBe("");
  });
});
