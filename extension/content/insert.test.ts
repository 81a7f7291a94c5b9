// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadFixture } from "../tests/fixtures";
import { insertDraft, placeDraft } from "./insert";

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

const draft = "Headlines first, then pixels. Agreed.";

afterEach(() => vi.unstubAllGlobals());

describe("putting a draft into the site's composer", () => {
  it.each(["x", "threads"] as const)("%s: fills the contenteditable composer and fires beforeinput then input, as typing does", (name) => {
    const { composer } = loadFixture(name);
    const seen = recordInputEvents(composer);
    expect(insertDraft(composer, draft)).toBe(true);
    expect(composer.textContent).toContain(draft);
    expect(seen).toEqual([
      { type: "beforeinput", inputType: "insertText", data: draft },
      { type: "input", inputType: "insertText", data: draft },
    ]);
    expect(composer.ownerDocument.activeElement).toBe(composer);
  });

  it("Instagram: sets the textarea through its value setter, so a React-controlled field sees the new value", () => {
    const { composer } = loadFixture("instagram");
    const textarea = composer as HTMLTextAreaElement;
    const valuesSeenOnInput: string[] = [];
    textarea.addEventListener("input", () => valuesSeenOnInput.push(textarea.value));
    expect(insertDraft(textarea, draft)).toBe(true);
    expect(valuesSeenOnInput).toEqual([draft]);
  });

  it("keeps what the user already typed and adds a space before the draft", () => {
    const { composer } = loadFixture("instagram");
    const textarea = composer as HTMLTextAreaElement;
    textarea.value = "@lena.k";
    insertDraft(textarea, draft);
    expect(textarea.value).toBe(`@lena.k ${draft}`);
  });

  it("lets an editor that handles beforeinput itself insert the text, without inserting it twice", () => {
    const { composer } = loadFixture("x");
    composer.addEventListener("beforeinput", (event) => {
      event.preventDefault();
      composer.textContent = (event as InputEvent).data;
    });
    expect(insertDraft(composer, draft)).toBe(true);
    expect(composer.textContent).toBe(draft);
  });

  it("never submits: the site's Reply button is not pressed and no form is submitted", () => {
    const { composer } = loadFixture("instagram");
    const submit = vi.fn((event: Event) => event.preventDefault());
    document.querySelector("form")?.addEventListener("submit", submit);
    insertDraft(composer, draft);
    expect(submit).not.toHaveBeenCalled();
    expect(document.body.dataset.posted).toBeUndefined();
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
