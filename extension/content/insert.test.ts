// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadFixture } from "../tests/fixtures";
import { insertDraft, placeDraft, settleMs } from "./insert";

type Seen = { type: string; inputType: string; data: string | null };

function recordInputEvents(element: HTMLElement): Seen[] {
  const seen: Seen[] = [];
  for (const type of ["beforeinput", "input"]) {
    element.addEventListener(type, (event) => {
      const { inputType, data } = event as InputEvent;
      seen.push({ type, inputType, data });
    });
  }
  return seen;
}

/** A browser's editing command, as Chromium has it, on an editor that shows the text on its next render. */
function stubEditingCommand(apply: (text: string) => void, delayMs: number) {
  const execCommand = vi.fn((command: string, _ui?: boolean, text?: string) => {
    if (command !== "insertText" || text === undefined) return false;
    setTimeout(() => apply(text), delayMs);
    return true;
  });
  Object.defineProperty(document, "execCommand", { value: execCommand, configurable: true });
  return execCommand;
}

const draft = "Headlines first, then pixels. Agreed.";

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, "execCommand");
});

describe("putting a draft into the site's composer", () => {
  it.each(["x", "threads"] as const)("%s: fills the contenteditable composer and fires beforeinput then input, as typing does", async (name) => {
    const { composer } = loadFixture(name);
    const seen = recordInputEvents(composer);
    expect(await insertDraft(composer, draft)).toBe(true);
    expect(composer.textContent).toContain(draft);
    expect(seen).toEqual([
      { type: "beforeinput", inputType: "insertText", data: draft },
      { type: "input", inputType: "insertText", data: draft },
    ]);
    expect(composer.ownerDocument.activeElement).toBe(composer);
  });

  it("puts the text inside the editor's last block, not beside its blocks", async () => {
    const { composer } = loadFixture("x");
    await insertDraft(composer, draft);
    expect(composer.querySelector('[data-block="true"]')?.textContent).toBe(draft);
  });

  it("Instagram: sets the textarea through its value setter, so a React-controlled field sees the new value", async () => {
    const { composer } = loadFixture("instagram");
    const textarea = composer as HTMLTextAreaElement;
    const valuesSeenOnInput: string[] = [];
    textarea.addEventListener("input", () => valuesSeenOnInput.push(textarea.value));
    expect(await insertDraft(textarea, draft)).toBe(true);
    expect(valuesSeenOnInput).toEqual([draft]);
  });

  it("keeps what the user already typed and adds a space before the draft", async () => {
    const { composer } = loadFixture("instagram");
    const textarea = composer as HTMLTextAreaElement;
    textarea.value = "@lena.k";
    await insertDraft(textarea, draft);
    expect(textarea.value).toBe(`@lena.k ${draft}`);
  });

  it("lets an editor that handles beforeinput itself insert the text, without inserting it twice", async () => {
    const { composer } = loadFixture("x");
    composer.addEventListener("beforeinput", (event) => {
      event.preventDefault();
      composer.textContent = (event as InputEvent).data;
    });
    expect(await insertDraft(composer, draft)).toBe(true);
    expect(composer.textContent).toBe(draft);
  });

  it("with the browser's editing command, an editor that shows the text a moment later gets it once", async () => {
    const { composer } = loadFixture("threads");
    const seen = recordInputEvents(composer);
    const execCommand = stubEditingCommand((text) => composer.querySelector("p")?.append(text), settleMs / 3);
    expect(await insertDraft(composer, draft)).toBe(true);
    expect(execCommand).toHaveBeenCalledTimes(1);
    expect(composer.textContent).toBe(draft);
    expect(seen).toEqual([]);
  });

  it("an editor that takes the command but never shows the text gets no second insertion: the draft goes to the clipboard", async () => {
    const { composer } = loadFixture("x");
    stubEditingCommand(() => undefined, 0);
    const seen = recordInputEvents(composer);
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal("navigator", { clipboard: { writeText } });
    expect(await placeDraft(composer, draft)).toBe("copied");
    expect(seen).toEqual([]);
    expect(writeText).toHaveBeenCalledWith(draft);
  });

  it("never submits: neither the site's Reply button nor its form hears anything", async () => {
    const { composer } = loadFixture("instagram");
    const submit = vi.fn((event: Event) => event.preventDefault());
    const press = vi.fn();
    const keys = vi.fn();
    document.querySelector("form")?.addEventListener("submit", submit);
    document.getElementById("site-submit")?.addEventListener("click", press);
    document.addEventListener("keydown", keys);
    await insertDraft(composer, draft);
    expect(submit).not.toHaveBeenCalled();
    expect(press).not.toHaveBeenCalled();
    expect(keys).not.toHaveBeenCalled();
  });

  it("copies the draft to the clipboard when the composer is gone", async () => {
    const { composer } = loadFixture("x");
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal("navigator", { clipboard: { writeText } });
    composer.remove();
    expect(await placeDraft(composer, draft)).toBe("copied");
    expect(await placeDraft(null, draft)).toBe("copied");
    expect(writeText).toHaveBeenCalledWith(draft);
  });

  it("says so when neither the composer nor the clipboard takes the draft", async () => {
    vi.stubGlobal("navigator", { clipboard: { writeText: async () => Promise.reject(new Error("denied")) } });
    expect(await placeDraft(null, draft)).toBe("failed");
  });
});
