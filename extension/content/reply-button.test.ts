// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ReplyAnswer } from "../../lib/extension/constants";
import type { Message, Outcome } from "../shared/messages";
import { send } from "../shared/send";
import { x } from "../platforms/x";
import { loadFixture } from "../tests/fixtures";
import { startAssistant, type Assistant } from "./assistant";
import { hostAttribute, notices } from "./reply-button";

vi.mock("../shared/send", () => ({ send: vi.fn() }));

const sent = vi.mocked(send);
const drafts: ReplyAnswer = {
  replies: [
    { text: "Headline first, pixels later.", chars: 29, limit: 280 },
    { text: "The first line is the whole pitch.", chars: 34, limit: 280 },
  ],
};
let assistant: Assistant;

/** The background's answers: the reply given, and "funny" as the saved default tone. */
function answerWith(reply: Outcome<ReplyAnswer>) {
  const answers: Partial<Record<Message["type"], unknown>> = { reply, "default-tone": "funny" };
  sent.mockImplementation((async (message: Message) => answers[message.type] ?? null) as never);
}

const shadow = () => (document.querySelector(`[${hostAttribute}]`) as HTMLElement).shadowRoot as ShadowRoot;
const button = (name: string | RegExp) => {
  const found = [...shadow().querySelectorAll("button")].find((candidate) => (typeof name === "string" ? candidate.textContent?.trim() === name : name.test(candidate.textContent ?? "")));
  if (!found) throw new Error(`no button ${name} in: ${shadow().textContent}`);
  return found;
};
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Opens the menu and picks a tone, as a click on each would. */
async function pickTone(tone: string) {
  button(/Reply with Hookline/).click();
  await flush();
  button(tone).click();
  await flush();
}

beforeEach(() => {
  sent.mockReset();
  answerWith({ ok: true, value: drafts });
  loadFixture("x");
  assistant = startAssistant(document, x);
});
afterEach(() => assistant.stop());

describe("the tone menu, the drafts and the draft in the composer", () => {
  it("opens the five tones with the default tone focused, and writes drafts in the tone picked", async () => {
    answerWith({ ok: true, value: drafts });
    button(/Reply with Hookline/).click();
    await flush();
    const tones = [...shadow().querySelectorAll('[role="menuitem"]')].map((item) => item.textContent);
    expect(tones).toEqual(["Neutral", "Agreeing", "Disagreeing", "Funny", "Insightful"]);
    expect(shadow().activeElement?.textContent).toBe("Funny");
    button("Insightful").click();
    await flush();
    expect(sent).toHaveBeenCalledWith({
      type: "reply",
      ask: expect.objectContaining({ platform: "x", tone: "insightful", author: "@miachen", postText: expect.stringContaining("Hot take"), thread: expect.arrayContaining(["Landing pages are where launches go to die."]) }),
    });
    expect(shadow().textContent).toContain("Insightful drafts");
    expect(shadow().textContent).toContain("29/280 characters");
    expect(shadow().textContent).toContain("34/280 characters");
  });

  it("puts the chosen draft in the composer, closes the panel and never presses Reply", async () => {
    answerWith({ ok: true, value: drafts });
    await pickTone("Funny");
    button(/The first line is the whole pitch/).click();
    await flush();
    expect(document.getElementById("site-composer")?.textContent).toContain("The first line is the whole pitch.");
    expect(shadow().querySelector(".panel")?.hasAttribute("hidden")).toBe(true);
    expect(document.body.dataset.posted).toBeUndefined();
  });

  it("copies the draft with a notice when the composer went away meanwhile", async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    answerWith({ ok: true, value: drafts });
    await pickTone("Funny");
    document.getElementById("site-composer")?.remove();
    button(/Headline first/).click();
    await flush();
    expect(writeText).toHaveBeenCalledWith("Headline first, pixels later.");
    expect(shadow().querySelector('[role="status"]')?.textContent).toBe(notices.copiedGone);
  });

  it("when neither the reply box nor the clipboard takes the draft, shows it selected for copying by hand", async () => {
    Object.defineProperty(navigator, "clipboard", { value: { writeText: async () => Promise.reject(new Error("denied")) }, configurable: true });
    await pickTone("Funny");
    document.getElementById("site-composer")?.remove();
    button(/Headline first/).click();
    await flush();
    const field = shadow().querySelector("textarea") as HTMLTextAreaElement;
    expect(shadow().querySelector('[role="alert"]')?.textContent).toBe(notices.notInserted);
    expect(field.value).toBe("Headline first, pixels later.");
    expect(shadow().activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
  });

  it("closes when the keyboard leaves the panel, and a menu closed while it loads does not come back", async () => {
    button(/Reply with Hookline/).click();
    await flush();
    const composer = document.getElementById("site-composer") as HTMLElement;
    (shadow().activeElement as HTMLElement).dispatchEvent(new FocusEvent("focusout", { bubbles: true, composed: true, relatedTarget: composer }));
    expect(shadow().querySelector(".panel")?.hasAttribute("hidden")).toBe(true);

    await pickTone("Funny");
    button("Another tone").click();
    (shadow().activeElement as HTMLElement).dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true, composed: true }));
    await flush();
    expect(shadow().querySelector(".panel")?.hasAttribute("hidden")).toBe(true);
  });

  it.each([
    [{ kind: "invalid-key", message: "This API key is not valid. Create a new one in your Hookline profile." }, "Open Hookline settings", { type: "open-options" }],
    [{ kind: "plan", message: "Your Hookline plan is not active. Choose a plan to keep writing replies." }, "See plans", { type: "open-pricing" }],
    [{ kind: "unconfirmed", message: "Confirm your email to start generating: open the link we sent to a@b.co." }, "Open Hookline", { type: "open-app" }],
  ] as const)("shows %j in place with its way out", async (failure, action, message) => {
    answerWith({ ok: false, failure });
    await pickTone("Neutral");
    expect(shadow().querySelector('[role="alert"]')?.textContent).toBe(failure.message);
    button(action).click();
    await flush();
    expect(sent).toHaveBeenLastCalledWith(message);
  });

  it("offline: Try again asks again with the same tone", async () => {
    answerWith({ ok: false, failure: { kind: "offline", message: "Hookline can't be reached. Check your connection, then try again." } });
    await pickTone("Agreeing");
    answerWith({ ok: true, value: drafts });
    button("Try again").click();
    await flush();
    const replies = sent.mock.calls.map(([message]) => message).filter((message) => message.type === "reply");
    expect(replies).toHaveLength(2);
    expect(replies[1]).toMatchObject({ type: "reply", ask: { tone: "agreeing" } });
    expect(shadow().textContent).toContain("Agreeing drafts");
  });

  it("Alt+Shift+H in the composer opens the menu; Escape closes it and gives the composer its focus back", async () => {
    const composer = document.getElementById("site-composer") as HTMLElement;
    composer.focus();
    composer.dispatchEvent(new KeyboardEvent("keydown", { key: "H", code: "KeyH", altKey: true, shiftKey: true, bubbles: true }));
    await flush();
    expect(shadow().querySelectorAll('[role="menuitem"]')).toHaveLength(5);
    const siteShortcut = vi.fn();
    document.addEventListener("keydown", siteShortcut);
    (shadow().activeElement as HTMLElement).dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true, composed: true }));
    expect(siteShortcut).not.toHaveBeenCalled();
    expect(shadow().querySelector(".panel")?.hasAttribute("hidden")).toBe(true);
    expect(document.activeElement).toBe(composer);
  });
});
