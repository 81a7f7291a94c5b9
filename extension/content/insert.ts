// Putting a draft into the site's composer so that the site notices it, as if the user had typed or pasted it.
// Never submits: nothing here presses Enter or clicks the site's Reply button.

export type InsertOutcome = "inserted" | "copied" | "failed";

/** How long an editor may take to show text it took over (Draft.js and Lexical apply it on their next render). */
export const settleMs = 60;

function isTextField(element: HTMLElement): element is HTMLTextAreaElement | HTMLInputElement {
  return element instanceof HTMLTextAreaElement || element instanceof HTMLInputElement;
}

function currentText(composer: HTMLElement): string {
  return isTextField(composer) ? composer.value : (composer.textContent ?? "");
}

/** The deepest last node of the editor: a caret there is inside the editor's own last block, not beside it. */
function lastLeaf(composer: HTMLElement): Node {
  let node: Node = composer;
  while (node.lastChild && node.lastChild.nodeName !== "BR") node = node.lastChild;
  return node;
}

function placeCaretAtEnd(composer: HTMLElement): Range | null {
  composer.focus();
  if (isTextField(composer)) {
    composer.setSelectionRange(composer.value.length, composer.value.length);
    return null;
  }
  const selection = composer.ownerDocument.getSelection();
  if (!selection) return null;
  const range = composer.ownerDocument.createRange();
  const leaf = lastLeaf(composer);
  if (leaf.nodeType === Node.TEXT_NODE) range.setStart(leaf, leaf.textContent?.length ?? 0);
  else range.selectNodeContents(leaf);
  range.collapse(false);
  selection.removeAllRanges();
  selection.addRange(range);
  return range;
}

/** The browser's own editing command: fires beforeinput and input exactly as typing does (Draft.js, Lexical, React). */
function insertWithEditingCommand(composer: HTMLElement, text: string): boolean {
  const document = composer.ownerDocument;
  if (typeof document.execCommand !== "function") return false;
  try {
    return document.execCommand("insertText", false, text);
  } catch {
    return false;
  }
}

/**
 * Where the editing command is unavailable: announce the insertion with beforeinput, make it at the caret unless
 * the editor took it over (it called preventDefault and inserts the text itself), then fire input. A textarea's
 * value is set through the prototype's setter, which is what React listens to.
 */
function insertWithEvents(composer: HTMLElement, text: string, caret: Range | null) {
  const view = composer.ownerDocument.defaultView ?? window;
  const before = new view.InputEvent("beforeinput", { inputType: "insertText", data: text, bubbles: true, cancelable: true, composed: true });
  if (!composer.dispatchEvent(before)) return;
  if (isTextField(composer)) {
    const prototype = composer instanceof view.HTMLTextAreaElement ? view.HTMLTextAreaElement.prototype : view.HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(composer, composer.value + text);
  } else if (caret) {
    caret.insertNode(composer.ownerDocument.createTextNode(text));
  } else {
    composer.append(text);
  }
  composer.dispatchEvent(new view.InputEvent("input", { inputType: "insertText", data: text, bubbles: true, composed: true }));
}

/** A space between what the user already typed (say "@name") and the draft. */
function joined(existing: string, draft: string): string {
  return existing.trim() === "" || /\s$/.test(existing) ? draft : ` ${draft}`;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, settleMs));

/** One insertion, never two: if the editor took it but shows nothing after a moment, it is not retried. */
export async function insertDraft(composer: HTMLElement, draft: string): Promise<boolean> {
  if (!composer.isConnected) return false;
  const text = joined(currentText(composer), draft);
  const caret = placeCaretAtEnd(composer);
  if (!insertWithEditingCommand(composer, text)) insertWithEvents(composer, text, caret);
  if (currentText(composer).includes(draft)) return true;
  await settled();
  return composer.isConnected && currentText(composer).includes(draft);
}

/** Insert, or when the composer is gone or refuses the text, put the draft on the clipboard. */
export async function placeDraft(composer: HTMLElement | null, draft: string): Promise<InsertOutcome> {
  if (composer && (await insertDraft(composer, draft))) return "inserted";
  try {
    await navigator.clipboard.writeText(draft);
    return "copied";
  } catch {
    return "failed";
  }
}
