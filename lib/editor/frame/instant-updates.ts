// Instant updates: the frame shows a change before the source is rewritten and the page reloads, and can
// take it back at once for the kinds that support instant undo. Each update keeps what it replaced.
import { editor } from "../../config/editor/page-editor.ts";
import { codebaseIdAttribute, isValidCodebaseId } from "../ids.ts";
import { judgeableClasses, noEffectOf, styleSnapshot, winningClasses, type NoEffect } from "./no-effect.ts";
import type { EditorMessage } from "./protocol.ts";

type InstantUpdate = Extract<EditorMessage, { type: "instantUpdate" }>;

type Restore = () => void;

export class InstantUpdates {
  private readonly document: Document;
  private readonly applied = new Map<string, Restore>();

  constructor(document: Document) {
    this.document = document;
  }

  /**
   * Applies the update to every element from the source element (a text, to those that show the old text: in a
   * mapped list each item shows its own); false when the page has none of them.
   */
  apply(update: InstantUpdate): boolean {
    // An id is letters, digits, - and _ only, so it can sit in the selector as it is.
    if (!isValidCodebaseId(update.codebaseId)) return false;
    const elements = Array.from(this.document.querySelectorAll(`[${codebaseIdAttribute}="${update.codebaseId}"]`))
      .filter((element): element is HTMLElement => element instanceof HTMLElement)
      .filter((element) => update.kind !== "text" || showsTextOf(element, update));
    if (elements.length === 0) return false;
    const restores = elements.map((element) => this.applyTo(element, update));
    this.applied.set(update.changeId, () => {
      for (const restore of restores.reverse()) restore();
    });
    return true;
  }

  /**
   * Applies the update and, for new classes, says when they changed nothing on the (first) element. Transitions and
   * animations are held while it measures, so a colour that would fade in counts as changed.
   */
  applyAndCheck(update: InstantUpdate): { successful: boolean; noEffect?: NoEffect } {
    const element =
      update.kind === "classes" && isValidCodebaseId(update.codebaseId)
        ? this.document.querySelector(`[${codebaseIdAttribute}="${update.codebaseId}"]`)
        : null;
    if (!(element instanceof HTMLElement)) return { successful: this.apply(update) };
    const current = Array.from(element.classList).filter((name) => !name.startsWith(editor.forcedStateClassPrefix));
    const added = (update.classes ?? "").split(/\s+/).filter((name) => name !== "" && !current.includes(name));
    if (added.length === 0) return { successful: this.apply(update) };
    const style = element.getAttribute("style");
    element.style.setProperty("transition", "none", "important");
    element.style.setProperty("animation", "none", "important");
    const before = styleSnapshot(element);
    const successful = this.apply(update);
    const judged = judgeableClasses(element, added);
    const noEffect = noEffectOf(before, styleSnapshot(element), judged, winningClasses(element, current, judged));
    if (style === null) element.removeAttribute("style");
    else element.setAttribute("style", style);
    return noEffect ? { successful, noEffect } : { successful };
  }

  private applyTo(element: HTMLElement, update: InstantUpdate): Restore {
    switch (update.kind) {
      case "styling": {
        const before = element.getAttribute("style");
        for (const [property, value] of Object.entries(update.styles ?? {})) {
          if (value === "") element.style.removeProperty(property);
          else element.style.setProperty(property, value);
        }
        return () => (before === null ? element.removeAttribute("style") : element.setAttribute("style", before));
      }
      case "classes": {
        const before = element.getAttribute("class");
        element.setAttribute("class", update.classes ?? "");
        return () => (before === null ? element.removeAttribute("class") : element.setAttribute("class", before));
      }
      case "text": {
        const before = update.oldText ?? element.textContent ?? "";
        setOwnText(element, update.text ?? "");
        return () => setOwnText(element, before);
      }
      // Hidden, not taken out: React still owns the node, and removing it under React breaks the page's next
      // render (the hot reload of the changed source removes it properly).
      case "remove": {
        const before = element.getAttribute("style");
        element.style.setProperty("display", "none", "important");
        return () => (before === null ? element.removeAttribute("style") : element.setAttribute("style", before));
      }
    }
  }

  /** Takes an update back; false when it was never applied here (or was already undone). */
  undo(changeId: string): boolean {
    const restore = this.applied.get(changeId);
    if (!restore) return false;
    this.applied.delete(changeId);
    restore();
    return true;
  }

  /** After the page reloads with the rewritten source, the kept states are stale. */
  forget(): void {
    this.applied.clear();
  }
}

/** Whether the element shows the text the update replaces (or already shows the new text, typed in place). */
function showsTextOf(element: HTMLElement, update: InstantUpdate): boolean {
  if (update.oldText === undefined) return true;
  const shown = element.textContent ?? "";
  return shown === update.oldText || shown === update.text;
}

/**
 * Sets an element's text in the text nodes React rendered, so the next render (the source's hot reload, or an
 * undo's) updates the same nodes and the page shows what the source says. An element with children of its own
 * gets its text the plain way, which replaces them.
 */
export function setOwnText(element: HTMLElement, text: string): void {
  const nodes = Array.from(element.childNodes);
  const texts = nodes.filter((node): node is Text => node.nodeType === node.TEXT_NODE);
  if (texts.length === 0 || texts.length !== nodes.length) {
    element.textContent = text;
    return;
  }
  texts.forEach((node, index) => {
    node.nodeValue = index === 0 ? text : "";
  });
}
