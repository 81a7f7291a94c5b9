// The caret and selection inside an element whose text is being edited in place.

/** Selects the element's text, and nothing of the page around it. */
export function selectContents(element: HTMLElement): void {
  const selection = element.ownerDocument.getSelection();
  if (!selection) return;
  const range = element.ownerDocument.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

/**
 * Types text at the caret (over the selection) inside the element, for keys whose default the element would turn
 * into its own behaviour: Space on a <button> presses it instead of typing a space.
 */
export function insertAtCaret(element: HTMLElement, text: string): void {
  const document = element.ownerDocument;
  const selection = document.getSelection();
  const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
  if (!selection || !range || !element.contains(range.commonAncestorContainer)) return;
  range.deleteContents();
  const node = document.createTextNode(text);
  range.insertNode(node);
  range.setStartAfter(node);
  range.collapse(true);
  selection.removeAllRanges();
  selection.addRange(range);
}
