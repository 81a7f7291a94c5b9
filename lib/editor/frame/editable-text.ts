// An element's text made editable in the page itself, as plain text, until the owner keeps or cancels it.
import { setOwnText } from "./instant-updates.ts";
import { insertAtCaret, selectContents } from "./text-editing.ts";

/** The element shows text of its own (a text node among its children), not only its children's. */
export function hasDirectText(element: Element): boolean {
  return Array.from(element.childNodes).some((node) => node.nodeType === 3 && (node.textContent ?? "").trim() !== "");
}

/**
 * Makes the element's text editable as plain text and focuses it. Blur or Enter keeps the text, Escape puts
 * `originalText` back, and Ctrl/Cmd+A selects this element's text only; then `done` hears what was typed.
 */
export function makeTextEditable(
  element: HTMLElement,
  originalText: string,
  done: (typed: string, cancelled: boolean) => void,
): void {
  // The nodes React rendered: typing may split or replace them, and they go back in with the final text, so the
  // next render (the source's hot reload, an undo) updates what the page shows.
  const rendered = Array.from(element.childNodes);
  element.setAttribute("contenteditable", "plaintext-only");
  element.focus();
  let cancelled = false;
  const finish = () => {
    element.removeEventListener("blur", finish);
    for (const type of ["keydown", "keyup", "keypress"] as const) element.removeEventListener(type, onKey);
    element.removeAttribute("contenteditable");
    const typed = element.textContent ?? "";
    element.replaceChildren(...rendered);
    setOwnText(element, cancelled ? originalText : typed);
    done(typed, cancelled);
  };
  // Every key typed here is the text's: none reaches the element's own behaviour (Space or Enter on a button or
  // a link) or the page's shortcuts.
  const onKey = (event: KeyboardEvent) => {
    event.stopPropagation();
    if (event.type !== "keydown") {
      if (event.key === " " || event.key === "Enter") event.preventDefault();
      return;
    }
    if (event.key === "Enter" || event.key === "Escape") {
      event.preventDefault();
      cancelled = event.key === "Escape";
      element.blur();
    } else if (event.key === " " && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      insertAtCaret(element, " ");
    } else if (event.key.toLowerCase() === "a" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      selectContents(element);
    }
  };
  for (const type of ["keydown", "keyup", "keypress"] as const) element.addEventListener(type, onKey);
  element.addEventListener("blur", finish);
}
