// Which text the owner can edit in the framed page, and where: static text at once; text from one {expression}
// once the server has found the literal it comes from; otherwise the editor is told where the text is computed.
import { codebaseIdAttribute } from "../ids.ts";
import { hasDirectText, makeTextEditable } from "./editable-text.ts";
import type { HelperOptions } from "./helper-options.ts";
import type { FrameElementKey, FrameMessage } from "./protocol.ts";

type TextInPlaceHooks = Pick<HelperOptions, "sourceInfo" | "locateText"> & {
  keyFor: (element: Element | null) => FrameElementKey | null;
  post: (message: FrameMessage) => void;
  /** Redraws the outlines once an edit ends. */
  refresh: () => void;
};

export class TextInPlace {
  private readonly hooks: TextInPlaceHooks;
  /** The element whose text is being edited, and its text before. */
  editing: { element: Element; originalText: string } | null = null;

  constructor(hooks: TextInPlaceHooks) {
    this.hooks = hooks;
  }

  /**
   * Starts editing an element's text where it can be written: static text at once; text from one {expression}
   * once the server has found the literal it comes from (otherwise the editor is told where it is computed).
   */
  start(element: Element): void {
    const id = element.getAttribute(codebaseIdAttribute);
    const info = id ? this.hooks.sourceInfo(id) : undefined;
    if (!id || !info || !(element instanceof HTMLElement)) return;
    if (info.staticText) this.editInPlace(element);
    else if (hasDirectText(element)) void this.editTextFromCode(element, id);
  }

  /**
   * Dynamic text is edited where it is written: in place when it comes from one literal the editor can change
   * (page data, a prop at its call site), else the editor says where it is computed.
   */
  editDynamicText(codebaseId: string, key: FrameElementKey, element: Element | null): void {
    const info = this.hooks.sourceInfo(codebaseId);
    if (!info) this.hooks.post({ type: "helperError", message: "Could not find component" });
    else if (!info.componentName) this.hooks.post({ type: "helperError", message: "No component name" });
    else if (element instanceof HTMLElement && hasDirectText(element)) void this.editTextFromCode(element, codebaseId);
    else this.hooks.post({ type: "editDynamicText", key });
  }

  private async editTextFromCode(element: HTMLElement, codebaseId: string): Promise<void> {
    const key = this.hooks.keyFor(element);
    if (!key || this.editing) return;
    const origin = await this.hooks.locateText?.(codebaseId, element.textContent ?? "");
    if (origin?.editable) {
      if (!this.editing && element.isConnected) this.editInPlace(element);
    } else {
      this.hooks.post({ type: "editDynamicText", key, message: origin?.message });
    }
  }

  /** Edits an element's text in the page, and tells the editor when it starts and what was kept. */
  private editInPlace(element: HTMLElement): void {
    const key = this.hooks.keyFor(element);
    if (!key) return;
    const originalText = element.textContent ?? "";
    this.editing = { element, originalText };
    makeTextEditable(element, originalText, (typed, cancelled) => {
      this.editing = null;
      if (!cancelled) this.hooks.post({ type: "editedText", key, newText: typed, oldText: originalText });
      this.hooks.refresh();
    });
    this.hooks.post({ type: "startEditingText", key, originalText });
  }
}
