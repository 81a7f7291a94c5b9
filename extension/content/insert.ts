// Putting a draft into the site's composer so that the site notices it, as if the user had typed or pasted it.
// Never submits: nothing here presses Enter or clicks the site's Reply button.

export type InsertOutcome = "inserted" | "copied" | "failed";

function isTextField(element: HTMLElement): element is HTMLTextAreaElement | HTMLInputElement {
  return element instanceof HTMLTextAreaElement || element instanceof HTMLInputElement;
}

function currentText(composer: HTMLElement): string {
  return isTextField(composer) ? composer.value : (composer.textContent ?? "");
}

function placeCaretAtEnd(composer: HTMLElement) {
  composer.focus();
  if (isTextField(composer)) {
    composer.setSelectionRange(composer.value.length, composer.value.length);
    return;
  }
  const selection = composer.ownerDocument.getSelection();
  if (!selection) return;
  const range = composer.ownerDocument.createRange();
  range.selectNodeContents(composer);
  range.collapse(false);
  selection.removeAllRanges();
  selection.addRange(range);
}

/** The browser's own editing command: fires beforeinput and input exactly as typing does (Draft.js, Lexical, React). */
function insertWithEditingCommand(composer: HTMLElement, text: string) {
  const document = composer.ownerDocument;
  if (typeof document.execCommand !== "function") return;
  try {
    document.execCommand("insertText", false, text);
  } catch {
    // Left to insertWithEvents.
  }
}

/**
 * Where the editing command is unavailable: announce the insertion with beforeinput, make it unless the editor
 * took it over (it called preventDefault and inserted the text itself), then fire input. A textarea's value is
 * set through the prototype's setter, which is what React listens to.
 */
function insertWithEvents(composer: HTMLElement, text: string) {
  const view = composer.ownerDocument.defaultView ?? window;
  const before = new view.InputEvent("beforeinput", { inputType: "insertText", data: text, bubbles: true, cancelable: true, composed: true });
  if (!composer.dispatchEvent(before)) return;
  if (isTextField(composer)) {
    const prototype = composer instanceof view.HTMLTextAreaElement ? view.HTMLTextAreaElement.prototype : view.HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(composer, composer.value + text);
  } else {
    composer.append(composer.ownerDocument.createTextNode(text));
  }
  composer.dispatchEvent(new view.InputEvent("input", { inputType: "insertText", data: text, bubbles: true, composed: true }));
}

/** A space between what the user already typed (say "@name") and the draft. */
function joined(existing: string, draft: string): string {
  return existing.trim() === "" || /\s$/.test(existing) ? draft : ` ${draft}`;
}

export function insertDraft(composer: HTMLElement, draft: string): boolean {
  if (!composer.isConnected) return false;
  const before = currentText(composer);
  const text = joined(before, draft);
  placeCaretAtEnd(composer);
  insertWithEditingCommand(composer, text);
  if (!currentText(composer).includes(draft)) insertWithEvents(composer, text);
  return currentText(composer).includes(draft);
}

/** Insert, or when the composer is gone or refuses the text, put the draft on the clipboard. */
export async function placeDraft(composer: HTMLElement | null, draft: string): Promise<InsertOutcome> {
  if (composer && insertDraft(composer, draft)) return "inserted";
  try {
    await navigator.clipboard.writeText(draft);
    return "copied";
  } catch {
    return "failed";
  }
}
