// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { ReplyHistory } from "../../lib/extension/schema";
import type { Answers, Message } from "../shared/messages";
import { send } from "../shared/send";
import { RecentDrafts } from "./recent-drafts";

vi.mock("../shared/send", () => ({ send: vi.fn() }));

const sent = vi.mocked(send);
const writeText = vi.fn<(text: string) => Promise<void>>();
const history: ReplyHistory = {
  drafts: [
    {
      id: "a",
      platform: "x",
      postExcerpt:
        "We ship every Friday. Here is why it works for us, and why the team would not go back to shipping whenever.",
      author: "@maria",
      tone: "insightful",
      text: "Fridays force the small batches.",
      createdAt: "2026-11-26T10:00:00.000Z",
    },
    {
      id: "b",
      platform: "threads",
      postExcerpt: "Remote onboarding, week one.",
      author: null,
      tone: "funny",
      text: "Week one: find the mute button.",
      createdAt: "2026-11-26T09:00:00.000Z",
    },
  ],
};

function answerHistory(...outcomes: Answers["history"][]) {
  for (const outcome of outcomes)
    sent.mockImplementationOnce((async (message: Message) => (message.type === "history" ? outcome : null)) as never);
}

beforeEach(() => {
  sent.mockReset();
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("Recent drafts in the popup", () => {
  it("lists each draft with its platform and the start of the post, newest first", async () => {
    answerHistory({ ok: true, value: history });
    render(createElement(RecentDrafts));
    const list = await screen.findByRole("list");
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain(
      "X · @maria: “We ship every Friday. Here is why it works for us, and why the team would not go back to…”",
    );
    expect(items[0]?.textContent).toContain("Fridays force the small batches.");
    expect(items[1]?.textContent).toContain("Threads: “Remote onboarding, week one.”");
    expect(sent).toHaveBeenCalledWith({ type: "history" });
  });

  it("copies a draft and says so on its button, then offers to copy again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answerHistory({ ok: true, value: history });
    render(createElement(RecentDrafts));
    const second = await screen.findByRole("button", { name: "Copy draft 2" });
    expect(second.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(second.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Week one: find the mute button.",
    );
    await act(async () => fireEvent.click(second));
    expect(writeText).toHaveBeenCalledWith("Week one: find the mute button.");
    expect(screen.getByRole("button", { name: "Copied draft 2" }).textContent).toBe("Copied");
    expect(screen.getByRole("button", { name: "Copy draft 1" }).textContent).toBe("Copy");
    expect(screen.getByText("Draft 2 copied.")).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(2000));
    expect(screen.getByRole("button", { name: "Copy draft 2" }).textContent).toBe("Copy");
  });

  it("says so when the clipboard refuses", async () => {
    writeText.mockRejectedValue(new DOMException("Document is not focused.", "NotAllowedError"));
    answerHistory({ ok: true, value: history });
    render(createElement(RecentDrafts));
    const first = await screen.findByRole("button", { name: "Copy draft 1" });
    await act(async () => fireEvent.click(first));
    expect(screen.getByRole("alert").textContent).toBe("Couldn't copy. Select the draft and copy it yourself.");
    expect(screen.queryByRole("button", { name: "Copied draft 1" })).toBeNull();
  });

  it("says there are no drafts yet", async () => {
    answerHistory({ ok: true, value: { drafts: [] } });
    render(createElement(RecentDrafts));
    expect((await screen.findByText(/^No drafts yet\./)).textContent).toContain("will show up here");
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("shows a failure like the account summary does, and tries again", async () => {
    answerHistory(
      { ok: false, failure: { kind: "failed", message: "Hookline couldn't load your recent drafts. Try again." } },
      { ok: true, value: history },
    );
    render(createElement(RecentDrafts));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Hookline couldn't load your recent drafts. Try again.");
    await act(async () => fireEvent.click(within(alert).getByRole("button", { name: "Try again" })));
    expect(within(await screen.findByRole("list")).getAllByRole("listitem")).toHaveLength(2);
  });
});
