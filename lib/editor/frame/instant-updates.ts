// Instant updates: the frame shows a change before the source is rewritten and the page reloads, and can
// take it back at once for the kinds that support instant undo. Each update keeps what it replaced.
import { editor } from "../../config/editor/page-editor.ts";
import { codebaseIdAttribute, isValidCodebaseId } from "../ids.ts";
import { judgeableClasses, noEffectOf, styleSnapshot, type NoEffect } from "./no-effect.ts";
import type { EditorMessage } from "./protocol.ts";

type InstantUpdate = Extract<EditorMessage, { type: "instantUpdate" }>;

type Restore = () => void;

export class InstantUpdates {
  private readonly document: Document;
  private readonly applied = new Map<string, Restore>();

  constructor(document: Document) {
    this.document = document;
  }

  /** Applies the update to every element from the source element; false when the page has none of them. */
  apply(update: InstantUpdate): boolean {
    // An id is letters, digits, - and _ only, so it can sit in the selector as it is.
    if (!isValidCodebaseId(update.codebaseId)) return false;
    const elements = Array.from(
      this.document.querySelectorAll(`[${codebaseIdAttribute}="${update.codebaseId}"]`),
    ).filter((element): element is HTMLElement => element instanceof HTMLElement);
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
    const noEffect = noEffectOf(before, styleSnapshot(element), current, judgeableClasses(element, added));
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
        const before = element.textContent ?? "";
        element.textContent = update.text ?? "";
        return () => {
          element.textContent = before;
        };
      }
      case "remove": {
        const parent = element.parentNode;
        const next = element.nextSibling;
        element.remove();
        return () => parent?.insertBefore(element, next);
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
