// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { testAsset, testCampaign } from "@/lib/campaigns/test-campaign";
import type { ReviewLinkAnswer } from "@/lib/review/schema";

const call = vi.fn();
vi.mock("@/lib/api-client/call", async (original) => ({
  ...(await original<typeof import("@/lib/api-client/call")>()),
  call: (...args: unknown[]) => call(...args),
}));

const { ReviewPanel } = await import("./review-panel");

afterEach(cleanup);
beforeEach(() => {
  call.mockReset();
});

const campaign = testCampaign([testAsset()]);
const link: ReviewLinkAnswer = {
  id: "20000000-0000-4000-8000-000000000000",
  status: "open",
  assetCount: null,
  expiresAt: "2026-03-09T09:00:00.000Z",
  revokedAt: null,
  finishedAt: null,
  createdAt: "2026-03-02T09:00:00.000Z",
  verdicts: 0,
};
describe("the board's review panel", () => {
  it("reads the links only when opened, shows a new link's address once, and revokes", async () => {
    const url = "http://localhost:3000/review/abc";
    call.mockImplementation(async (route: { path: string; method: string }) => {
      if (route.method === "DELETE") return { ok: true, data: { links: [{ ...link, status: "revoked" }] } };
      if (route.method === "POST") return { ok: true, data: { link, token: "abc", url } };
      return { ok: true, data: { links: [] } };
    });
    render(<ReviewPanel campaign={campaign} onChange={() => undefined} />);
    expect(call).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole("spinbutton", { name: "Days the link stays open" }), { target: { value: "3" } });
    fireEvent.click(screen.getByRole("button", { name: "Create review link" }));
    const field = await screen.findByRole("textbox", { name: "New review link" });
    expect((field as HTMLInputElement).value).toBe(url);
    expect(call.mock.calls.at(-1)?.[1]).toEqual({ days: 3 });
    expect(screen.getByTestId("review-link").textContent).toContain("Open");

    fireEvent.click(screen.getByRole("button", { name: /^Revoke the link made/ }));
    expect((await screen.findByRole("status")).textContent).toContain("revoked: it opens nothing any more.");
    expect(screen.getByTestId("review-link").textContent).toContain("Revoked");
  });

  it("turns review on for the campaign and shows a refusal in words", async () => {
    const onChange = vi.fn();
    call.mockResolvedValueOnce({ ok: true, data: { ...campaign, reviewRequired: true } });
    render(<ReviewPanel campaign={campaign} onChange={onChange} />);
    fireEvent.click(screen.getByRole("switch", { name: "Only approved posts leave Hookline" }));
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith({ ...campaign, reviewRequired: true }));
    expect(call.mock.calls[0]?.[1]).toEqual({ required: true });

    call.mockResolvedValueOnce({
      ok: false,
      error: { code: "invalid_input", message: "A link stays open at most 30 days.", status: 400 },
    });
    fireEvent.click(screen.getByRole("button", { name: "Create review link" }));
    expect((await screen.findByRole("alert")).textContent).toBe("A link stays open at most 30 days.");
  });

  it("makes a link for the posts chosen, and asks for one when none is", async () => {
    const x = testAsset();
    const linkedin = testAsset({ id: "00000000-0000-4000-8000-000000000002", channel: "linkedin" });
    call.mockResolvedValue({ ok: true, data: { link, token: "abc", url: "http://localhost:3000/review/abc" } });
    render(<ReviewPanel campaign={testCampaign([x, linkedin])} onChange={() => undefined} />);
    expect(screen.getByText("Shows all 2 written posts")).toBeTruthy();
    fireEvent.click(screen.getByRole("checkbox", { name: "X 1" }));
    expect(screen.getByText("Shows 1 of 2 written posts")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Create review link" }));
    await screen.findByRole("textbox", { name: "New review link" });
    expect(call.mock.calls.at(-1)?.[1]).toEqual({ days: 7, assetIds: [linkedin.id] });

    call.mockClear();
    fireEvent.click(screen.getByRole("checkbox", { name: "LinkedIn 1" }));
    fireEvent.click(screen.getByRole("button", { name: "Create review link" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Choose at least one post for the link to show.");
    expect(call).not.toHaveBeenCalled();
  });
});
