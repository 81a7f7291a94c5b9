// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { ReviewAnswer, ReviewedAsset } from "@/lib/review/schema";
import { localStorageKeys } from "@/lib/storage-keys";

const call = vi.fn();
vi.mock("@/lib/api-client/call", async (original) => ({
  ...(await original<typeof import("@/lib/api-client/call")>()),
  call: (...args: unknown[]) => call(...args),
}));

const { ReviewerView } = await import("./reviewer-view");

const post: ReviewedAsset = {
  id: "00000000-0000-4000-8000-000000000001",
  channel: "x",
  slot: 0,
  date: "2026-03-02",
  text: "Onboard in two days.",
  version: "v1-onboard",
  preview: null,
  status: "none",
  verdict: null,
};
const linkedinPost: ReviewedAsset = { ...post, id: "00000000-0000-4000-8000-000000000002", channel: "linkedin" };
const review: ReviewAnswer = {
  campaignName: "Spring launch",
  expiresAt: "2026-03-09T09:00:00.000Z",
  finishedAt: null,
  assets: [post, linkedinPost],
};

afterEach(() => {
  cleanup();
  localStorage.clear();
});
beforeEach(() => {
  call.mockReset();
});

describe("the reviewer's page", () => {
  it("asks the name once, keeps it in the browser, and groups the posts by channel", () => {
    render(<ReviewerView token="t" initial={review} />);
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "X",
      "LinkedIn",
    ]);
    const approve = screen.getByRole("button", { name: "Approve X 1" });
    expect(approve.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Start reviewing" }));
    expect(screen.getByRole("alert").textContent).toBe("Tell us your name first.");
    fireEvent.change(screen.getByRole("textbox", { name: "Your name" }), { target: { value: " Ana " } });
    fireEvent.click(screen.getByRole("button", { name: "Start reviewing" }));
    expect(localStorage.getItem(localStorageKeys.reviewerName)).toBe("Ana");
    expect(screen.getByTestId("reviewer-name").textContent).toContain("Reviewing as Ana");
    expect(approve.getAttribute("aria-disabled")).toBe("false");
  });

  it("sends a verdict signed with the name, asks for a comment before changes, and announces the result", async () => {
    localStorage.setItem(localStorageKeys.reviewerName, "Ana");
    const approved = { ...review, assets: [{ ...post, status: "approved" as const }, linkedinPost] };
    call.mockResolvedValue({ ok: true, data: approved });
    render(<ReviewerView token="t" initial={review} />);
    fireEvent.click(screen.getByRole("button", { name: "Approve X 1" }));
    expect(await screen.findByText("X 1 approved.")).toBeTruthy();
    expect(call.mock.calls[0]?.[1]).toEqual({
      verdict: "approved",
      comment: "",
      reviewerName: "Ana",
      version: "v1-onboard",
    });
    expect(within(screen.getByRole("article", { name: "X 1" })).getByText("Approved")).toBeTruthy();

    const linkedin = screen.getByRole("article", { name: "LinkedIn 1" });
    fireEvent.click(within(linkedin).getByRole("button", { name: "Request changes to LinkedIn 1" }));
    fireEvent.click(within(linkedin).getByRole("button", { name: "Send request" }));
    expect(within(linkedin).getByRole("alert").textContent).toBe("Say what should change.");
    expect(call).toHaveBeenCalledTimes(1);
  });

  it("says plainly when the link stopped working", async () => {
    localStorage.setItem(localStorageKeys.reviewerName, "Ana");
    const message = "This review link has expired or was revoked. Ask for a new one.";
    call.mockResolvedValue({ ok: false, error: { code: "not_found", message, status: 404 } });
    render(<ReviewerView token="t" initial={review} />);
    fireEvent.click(screen.getByRole("button", { name: "Finish review" }));
    expect((await screen.findByTestId("review-closed")).textContent).toBe(message);
  });
});
