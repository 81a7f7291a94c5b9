// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { testAsset, testCampaign } from "@/lib/campaigns/test-campaign";
import type { SendAnswer } from "@/lib/handoff/schema";

const call = vi.fn();
vi.mock("@/lib/api-client/call", async (original) => ({
  ...(await original<typeof import("@/lib/api-client/call")>()),
  call: (...args: unknown[]) => call(...args),
}));

const { SendDialog } = await import("./send-dialog");

afterEach(cleanup);

const first = testAsset();
const second = testAsset({ id: "00000000-0000-4000-8000-000000000002", slot: 1 });
const campaign = testCampaign([first, second]);

const postiz = {
  provider: "postiz",
  baseUrl: "https://api.postiz.com/public/v1",
  keyHint: "0001",
  socialSetId: null,
  socialSetName: null,
  updatedAt: "2026-11-29T07:00:00.000Z",
};

const sent: SendAnswer = {
  handoffs: [
    {
      id: "h1",
      destination: "postiz",
      assetId: first.id,
      channel: "x",
      status: "queued",
      postAt: "2026-12-07T08:00:00.000Z",
      scheduled: false,
      httpStatus: null,
      message: null,
      remoteId: null,
      remoteUrl: null,
      retryAt: null,
      sentAt: null,
      createdAt: "2026-11-29T07:00:00.000Z",
    },
  ],
  held: [{ assetId: second.id, channel: "x", reason: "over_limit", message: "X 2 is 291 of 280 weighted characters." }],
};

const answering = (connections: unknown[]) =>
  call.mockImplementation(async (route: { path: string }) =>
    route.path === "/api/connections" ? { ok: true, data: { connections } } : { ok: true, data: sent },
  );

beforeEach(() => {
  call.mockReset();
});

describe("sending to a scheduler", () => {
  it("points to the profile when no scheduler is connected", async () => {
    answering([]);
    render(<SendDialog campaign={campaign} />);
    fireEvent.click(screen.getByRole("button", { name: "Send to scheduler" }));
    const link = await screen.findByRole("link", { name: /Connect Postiz or Typefully in your profile/ });
    expect(link.getAttribute("href")).toBe("/profile");
    expect(screen.queryByRole("button", { name: /^Send to Postiz/ })).toBeNull();
  });

  it("sends on the browser's clock with Postiz's reply setting, then lists the queued and the held posts", async () => {
    answering([postiz]);
    render(<SendDialog campaign={campaign} />);
    fireEvent.click(screen.getByRole("button", { name: "Send to scheduler" }));
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByRole("radio", { name: "Postiz" });
    // Only the connected scheduler is offered, and the zone is the browser's own.
    expect(within(dialog).queryByRole("radio", { name: "Typefully" })).toBeNull();
    const zone = within(dialog).getByRole("combobox", { name: "Time zone" }) as HTMLSelectElement;
    expect(zone.value).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    fireEvent.change(zone, { target: { value: "America/New_York" } });
    fireEvent.change(within(dialog).getByLabelText("First post of each day"), { target: { value: "10:30" } });
    fireEvent.change(within(dialog).getByRole("combobox", { name: "Who can reply on X" }), {
      target: { value: "following" },
    });
    fireEvent.click(within(dialog).getByRole("radio", { name: "Scheduled at their posting times" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Send to Postiz" }));
    await within(dialog).findByTestId("send-outcome");
    const [route, input, options] = call.mock.calls.at(-1) as [{ path: string }, unknown, unknown];
    expect(route.path).toBe("/api/campaigns/:id/send");
    expect(input).toEqual({
      destination: "postiz",
      schedule: true,
      timeZone: "America/New_York",
      time: "10:30",
      whoCanReply: "following",
      share: false,
    });
    expect(options).toEqual({ params: { id: campaign.id } });
    expect(within(dialog).getByRole("list", { name: "Queued posts" }).textContent).toContain("X 1");
    expect(within(dialog).getByRole("list", { name: "Posts held back" }).textContent).toContain(
      "X 2 is 291 of 280 weighted characters.",
    );
  });
});
