// The helper inside the preview frame: it outlines what the owner hovers and selects, edits static text in
// place, and reports to the editor through the typed protocol. Loaded only when the editor frames the page.
import { editor } from "../../config/editor.ts";
import { editorSessionKey } from "../../storage-keys.ts";
import { codebaseIdAttribute, isValidCodebaseId } from "../ids.ts";
import { elementOf, keyOf, stampedElementOf } from "./element-keys.ts";
import { watchHydration } from "./hydration.ts";
import { InstantUpdates } from "./instant-updates.ts";
import { overlayAttribute, Overlay, type Outline } from "./overlay.ts";
import { editorMessageSchema, postMessageTo, readMessage, type EditorMessage, type FrameElementKey, type FrameMessage, type MessageTarget } from "./protocol.ts";

/** What the side index says of an id: its tag as written, and whether its text is static (editable here). */
export type SourceInfo = { tagName: string; staticText: boolean };

export type HelperOptions = {
  window: Window & typeof globalThis;
  /** The editor's window (the frame's parent) and origin: the only ones it talks to. */
  editor: { window: MessageTarget; origin: string };
  storyboardId: string;
  sourceInfo: (codebaseId: string) => SourceInfo | undefined;
};

export const driveModeKey = editorSessionKey("drive-mode");

export class FrameHelper {
  private readonly options: HelperOptions;
  private readonly document: Document;
  private readonly overlay: Overlay;
  private readonly instantUpdates: InstantUpdates;
  private hovered: Element | null = null;
  private selected: Element | null = null;
  private multiSelected: Element[] = [];
  private aiMode = false;
  private zoom = 1;
  private editing: { element: Element; originalText: string } | null = null;
  private refreshTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly cleanups: (() => void)[] = [];

  constructor(options: HelperOptions) {
    this.options = options;
    this.document = options.window.document;
    this.overlay = new Overlay(this.document);
    this.instantUpdates = new InstantUpdates(this.document);
    this.listen("mouseover", (event) => this.hover(stampedElementOf(event.target as Node | null)));
    this.listen("click", (event) => this.click(event as MouseEvent), true);
    this.listen("dblclick", (event) => this.doubleClick(event as MouseEvent), true);
    this.listen("keydown", (event) => this.keyDown(event as KeyboardEvent));
    const onMessage = (event: MessageEvent) => {
      const message = readMessage(event, { origin: options.editor.origin, source: options.editor.window }, editorMessageSchema);
      if (message) this.receive(message);
    };
    options.window.addEventListener("message", onMessage);
    this.cleanups.push(() => options.window.removeEventListener("message", onMessage));
    for (const type of ["scroll", "resize"] as const) {
      const refresh = () => this.scheduleRefresh(editor.outlineRefreshThrottleMs);
      options.window.addEventListener(type, refresh, { passive: true });
      this.cleanups.push(() => options.window.removeEventListener(type, refresh));
    }
    this.post({ type: "latestHref", href: options.window.location.href });
    this.cleanups.push(watchHydration(options.window, (status) => this.post({ type: "hydrationErrorStatus", status })));
  }

  get driveMode(): boolean {
    return this.options.window.sessionStorage.getItem(driveModeKey) === "true";
  }

  private listen(type: string, handler: (event: Event) => void, capture = false): void {
    this.document.addEventListener(type, handler, capture);
    this.cleanups.push(() => this.document.removeEventListener(type, handler, capture));
  }

  private post(message: FrameMessage): void {
    postMessageTo(this.options.editor.window, this.options.editor.origin, message);
  }

  private keyFor(element: Element | null): FrameElementKey | null {
    return element ? keyOf(element, this.document.body, this.options.storyboardId) : null;
  }

  private isOwn(target: EventTarget | null): boolean {
    return target instanceof Element && target.closest(`[${overlayAttribute}]`) !== null;
  }

  private hover(element: Element | null): void {
    if (this.driveMode || element === this.hovered) return;
    this.hovered = element;
    this.post({ type: "hoveredKey", key: this.keyFor(element) });
    this.refresh();
  }

  private click(event: MouseEvent): void {
    if (this.driveMode || this.isOwn(event.target) || this.editing) return;
    // In the editor a click selects; links and buttons act only in drive mode.
    event.preventDefault();
    event.stopPropagation();
    const element = stampedElementOf(event.target as Node | null);
    if (event.shiftKey && element) {
      this.multiSelected = this.multiSelected.includes(element) ? this.multiSelected.filter((item) => item !== element) : [...this.multiSelected, element];
      this.post({ type: "multiSelectedKeys", keys: this.multiSelected.map((item) => this.keyFor(item)).filter((key): key is FrameElementKey => key !== null) });
    } else {
      this.select(element);
    }
    this.refresh();
  }

  private select(element: Element | null): void {
    this.selected = element;
    this.multiSelected = element ? [element] : [];
    this.post({ type: "selectedKey", key: this.keyFor(element) });
  }

  private doubleClick(event: MouseEvent): void {
    if (this.driveMode || this.isOwn(event.target)) return;
    const element = stampedElementOf(event.target as Node | null);
    if (!element) return;
    event.preventDefault();
    this.startEditing(element);
  }

  /** Starts editing static text: records the original, makes the element editable as plain text and focuses it. */
  startEditing(element: Element): void {
    const id = element.getAttribute(codebaseIdAttribute);
    if (!id || !this.options.sourceInfo(id)?.staticText || !(element instanceof HTMLElement)) return;
    const key = this.keyFor(element);
    if (!key) return;
    const originalText = element.textContent ?? "";
    this.editing = { element, originalText };
    element.setAttribute("contenteditable", "plaintext-only");
    element.focus();
    this.post({ type: "startEditingText", key, originalText });
    const finish = () => {
      element.removeEventListener("blur", finish);
      element.removeAttribute("contenteditable");
      this.editing = null;
      this.post({ type: "editedText", key, newText: element.textContent ?? "", oldText: originalText });
      this.refresh();
    };
    element.addEventListener("blur", finish);
  }

  private keyDown(event: KeyboardEvent): void {
    if (this.editing) return;
    if (event.key === "Escape") {
      this.select(null);
      this.refresh();
    }
    this.post({ type: "keyEvent", key: event.key, code: event.code, shiftKey: event.shiftKey, metaKey: event.metaKey, ctrlKey: event.ctrlKey, altKey: event.altKey });
  }

  private receive(message: EditorMessage): void {
    const root = this.document.body;
    switch (message.type) {
      case "setHoveredKey":
        this.hovered = message.key ? elementOf(message.key, root) : null;
        break;
      case "setSelectedKey":
        this.selected = message.key ? elementOf(message.key, root) : null;
        this.multiSelected = this.selected ? [this.selected] : [];
        break;
      case "setMultiSelectedKeys":
        this.multiSelected = message.keys.map((key) => elementOf(key, root)).filter((element): element is Element => element !== null);
        break;
      case "setModes":
        this.aiMode = message.aiMode;
        this.zoom = message.zoom;
        this.options.window.sessionStorage.setItem(driveModeKey, String(message.driveMode));
        break;
      case "instantUpdate":
        this.post({ type: "instantUpdateDone", changeId: message.changeId, successful: this.instantUpdates.apply(message) });
        break;
      case "undoInstantUpdate":
        this.instantUpdates.undo(message.changeId);
        break;
      case "startEditingText": {
        const element = elementOf(message.key, root);
        if (element) this.startEditing(element);
        break;
      }
      default:
        break;
    }
    this.refresh();
  }

  private scheduleRefresh(delay: number): void {
    if (this.refreshTimer) return;
    this.refreshTimer = setTimeout(() => {
      this.refreshTimer = null;
      this.refresh();
    }, delay);
  }

  /** Redraws the outlines: hovered, the selection (primary), every other element from the same source, multi-selection. */
  refresh(): void {
    const outlines: Outline[] = [];
    const selected = this.selected;
    const selectedId = selected?.getAttribute(codebaseIdAttribute) ?? null;
    if (this.hovered && this.hovered !== selected) outlines.push({ kind: "secondary", element: this.hovered });
    // Ids are letters, digits, - and _ only, so one can sit in a selector as it is.
    if (selectedId && isValidCodebaseId(selectedId)) {
      for (const twin of Array.from(this.document.querySelectorAll(`[${codebaseIdAttribute}="${selectedId}"]`))) {
        if (twin !== selected) outlines.push({ kind: "secondary", element: twin });
      }
    }
    for (const element of this.multiSelected) if (element !== selected) outlines.push({ kind: "secondary", element });
    if (selected && selectedId) {
      const info = this.options.sourceInfo(selectedId);
      const name = info?.tagName ?? selected.tagName.toLowerCase();
      const hasDirectText = Array.from(selected.childNodes).some((node) => node.nodeType === 3 && (node.textContent ?? "").trim() !== "");
      const key = this.keyFor(selected);
      outlines.push({
        kind: /^[A-Z]/.test(name) ? "component" : "primary",
        element: selected,
        name,
        editDynamicText: hasDirectText && !info?.staticText && key ? () => this.post({ type: "editDynamicText", key }) : undefined,
      });
    }
    this.overlay.draw(outlines, { aiMode: this.aiMode, zoom: this.zoom, hidden: this.driveMode });
  }

  stop(): void {
    for (const cleanup of this.cleanups) cleanup();
    if (this.refreshTimer) clearTimeout(this.refreshTimer);
    this.overlay.remove();
  }
}
