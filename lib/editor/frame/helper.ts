// The helper inside the preview frame: it outlines what the owner hovers and selects, edits static text in
// place, and reports to the editor through the typed protocol. Loaded only when the editor frames the page.
import { editor } from "../../config/editor/page-editor.ts";
import { editorSessionKey } from "../../storage-keys.ts";
import { codebaseIdAttribute, isValidCodebaseId } from "../ids.ts";
import type { TextOriginAnswer } from "../text-origin-api.ts";
import { computedStylesOf, matchingRules } from "./css-rules.ts";
import { DragTracker, stampedChildrenOf, type DropPlace } from "./drag.ts";
import { elementOf, keyOf, stampedElementOf } from "./element-keys.ts";
import { forceStates } from "./forced-states.ts";
import { watchHydration } from "./hydration.ts";
import { InstantUpdates, setOwnText } from "./instant-updates.ts";
import { buildNavTree, RebuildCallbacks } from "./nav-tree.ts";
import { Overlay, overlayAttribute, type Outline } from "./overlay.ts";
import {
  editorMessageSchema,
  postMessageTo,
  readMessage,
  type EditorMessage,
  type FrameElementKey,
  type FrameMessage,
  type MessageTarget,
  type NavTreeNode,
} from "./protocol.ts";
import { insertAtCaret, selectContents } from "./text-editing.ts";

/**
 * What the side index says of an id: its tag as written, its component, and whether its text is static (editable
 * here at once; other text is editable where the server finds it written).
 */
export type SourceInfo = {
  tagName: string;
  staticText: boolean;
  componentName?: string | null;
  props?: NavTreeNode["props"];
};

export type HelperOptions = {
  window: Window & typeof globalThis;
  /** The editor's window (the frame's parent) and origin: the only ones it talks to. */
  editor: { window: MessageTarget; origin: string };
  storyboardId: string;
  sourceInfo: (codebaseId: string) => SourceInfo | undefined;
  /**
   * Asks the side index about ids: those that appeared after a hot reload, or (`again`) every id on the page after
   * a change to the source, whose props or text may be new. The helper rebuilds the tree afterwards.
   */
  learnSources?: (codebaseIds: string[], again?: boolean) => Promise<void>;
  /** Whether the text an element shows can be edited, and where it is written (null: the server could not say). */
  locateText?: (codebaseId: string, text: string) => Promise<TextOriginAnswer | null>;
};

export const driveModeKey = editorSessionKey("drive-mode");

export class FrameHelper {
  private readonly options: HelperOptions;
  private readonly document: Document;
  private readonly overlay: Overlay;
  private readonly instantUpdates: InstantUpdates;
  private hovered: Element | null = null;
  private selected: Element | null = null;
  private lastSelectedKey: FrameElementKey | null = null;
  private multiSelected: Element[] = [];
  private aiMode = false;
  private zoom = 1;
  private editing: { element: Element; originalText: string } | null = null;
  private refreshTimer: ReturnType<typeof setTimeout> | null = null;
  private rebuildTimer: ReturnType<typeof setTimeout> | null = null;
  private treeBuild: AbortController | null = null;
  private forced: { key: FrameElementKey | null; states: string[] } = { key: null, states: [] };
  private drop: { element: Element; place: DropPlace | null } | null = null;
  private readonly drag: DragTracker;
  /** Run after the next tree, if the selection is still the same (e.g. details of an element that just appeared). */
  readonly afterRebuild = new RebuildCallbacks();
  private readonly cleanups: (() => void)[] = [];

  constructor(options: HelperOptions) {
    this.options = options;
    this.document = options.window.document;
    this.overlay = new Overlay(this.document);
    this.instantUpdates = new InstantUpdates(this.document);
    this.listen("mouseover", (event) => this.hover(stampedElementOf(event.target as Node | null)));
    this.listen("mousemove", (event) => {
      const { clientX, clientY } = event as MouseEvent;
      this.overlay.pointAt({ x: clientX, y: clientY });
    });
    // Leaving the page: a mouseout to nowhere.
    this.listen("mouseout", (event) => {
      if (!(event as MouseEvent).relatedTarget) this.overlay.pointAt(null);
    });
    this.listen("click", (event) => this.click(event as MouseEvent), true);
    this.listen("dblclick", (event) => this.doubleClick(event as MouseEvent), true);
    this.listen("keydown", (event) => this.keyDown(event as KeyboardEvent));
    for (const type of ["click", "dblclick", "contextmenu"] as const)
      this.listen(type, (event) => this.reportPointer(type, event as MouseEvent), true);
    const onMessage = (event: MessageEvent) => {
      const message = readMessage(
        event,
        { origin: options.editor.origin, source: options.editor.window },
        editorMessageSchema,
      );
      if (message) this.receive(message);
    };
    options.window.addEventListener("message", onMessage);
    this.cleanups.push(() => options.window.removeEventListener("message", onMessage));
    for (const type of ["scroll", "resize"] as const) {
      const refresh = () => this.scheduleRefresh(editor.outlineRefreshThrottleMs);
      options.window.addEventListener(type, refresh, { passive: true });
      this.cleanups.push(() => options.window.removeEventListener(type, refresh));
    }
    this.drag = new DragTracker(this.document, {
      zoom: () => this.zoom,
      draggable: (element) =>
        !this.driveMode && !this.editing && this.selected && this.selected.contains(element) ? this.selected : null,
      started: (element) => {
        const key = this.keyFor(element);
        if (key) this.post({ type: "dragStart", key });
      },
      moved: (element, place) => {
        this.drop = { element, place };
        this.refresh();
      },
      dropped: (element, place) => this.dropped(element, place),
      cancelled: () => {
        this.drop = null;
        this.post({ type: "dragCancel" });
        this.refresh();
      },
    });
    this.cleanups.push(() => this.drag.stop());
    this.post({ type: "latestHref", href: options.window.location.href });
    this.cleanups.push(watchHydration(options.window, (status) => this.post({ type: "hydrationErrorStatus", status })));
    this.watchPage();
    void this.rebuildTree();
  }

  /** After a hot reload (or any change to the page) the tree, the selection's details and the outlines are redone. */
  private watchPage(): void {
    const view = this.options.window;
    const observer = new view.MutationObserver((records) => {
      if (
        records.every((record) => this.isOwn(record.target.nodeType === 1 ? record.target : record.target.parentNode))
      )
        return;
      // At most one rebuild per 300 ms, even on a page that never stops changing.
      if (this.rebuildTimer) return;
      this.rebuildTimer = setTimeout(() => {
        this.rebuildTimer = null;
        void this.pageChanged();
      }, editor.hotReloadRefreshMs);
    });
    observer.observe(this.document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ["class", codebaseIdAttribute],
    });
    this.cleanups.push(() => observer.disconnect());
  }

  private async pageChanged(): Promise<void> {
    if (this.editing) return;
    const root = this.document.body;
    // React may have replaced the elements: find the selection again by where it was, and force its states again.
    if (this.selected && !this.selected.isConnected) {
      this.selected = this.lastSelectedKey ? elementOf(this.lastSelectedKey, root) : null;
      if (this.forced.key) this.applyForcedStates();
    }
    this.multiSelected = this.multiSelected
      .map((element) => (element.isConnected ? element : null))
      .filter((element): element is Element => element !== null);
    if (this.hovered && !this.hovered.isConnected) this.hovered = null;
    const unknown = this.idsOnPage().filter((id) => !this.options.sourceInfo(id));
    if (unknown.length > 0 && this.options.learnSources)
      await this.options.learnSources(unknown).catch(() => undefined);
    await this.rebuildTree();
    this.refresh();
  }

  private idsOnPage(): string[] {
    return [
      ...new Set(
        Array.from(
          this.document.body.querySelectorAll(`[${codebaseIdAttribute}]`),
          (element) => element.getAttribute(codebaseIdAttribute) ?? "",
        ),
      ),
    ].filter(Boolean);
  }

  /** After a change to the source: what the side index says of every id on the page, then the tree again. */
  private async sourceChanged(): Promise<void> {
    if (this.options.learnSources) await this.options.learnSources(this.idsOnPage(), true).catch(() => undefined);
    await this.rebuildTree();
    this.refresh();
  }

  /** Builds the navigator tree in slices; a newer build replaces an older one still running. */
  async rebuildTree(): Promise<void> {
    this.treeBuild?.abort();
    const build = new AbortController();
    this.treeBuild = build;
    const view = this.options.window;
    const nextFrame = (callback: () => void) =>
      typeof view.requestAnimationFrame === "function" ? view.requestAnimationFrame(callback) : setTimeout(callback, 0);
    const names = {
      get: (id: string) => {
        const info = this.options.sourceInfo(id);
        return info
          ? { tagName: info.tagName, componentName: info.componentName ?? null, props: info.props }
          : undefined;
      },
    };
    const tree = await buildNavTree(this.document.body, {
      storyboardId: this.options.storyboardId,
      names,
      nextFrame,
      signal: build.signal,
    });
    if (!tree || build.signal.aborted) return;
    this.treeBuild = null;
    this.post({ type: "navTree", tree });
    this.postSelectionDetails();
    this.afterRebuild.rebuilt(this.keyFor(this.selected));
  }

  /** The selected element's matching CSS rules, computed styles and classes, for the properties panel. */
  private postSelectionDetails(): void {
    const element = this.selected;
    const key = this.keyFor(element);
    if (!element || !key) return;
    this.post({ type: "processedCssRules", key, rules: matchingRules(element, key.codebaseId) });
    this.post({ type: "cssEvals", key, ...computedStylesOf(element) });
    this.post({
      type: "classList",
      key,
      classList: Array.from(element.classList).filter((name) => !name.startsWith(editor.forcedStateClassPrefix)),
    });
  }

  private dropped(element: Element, place: DropPlace | null): void {
    this.drop = null;
    const key = this.keyFor(element);
    const target = place ? this.keyFor(place.target) : null;
    if (key && place && target)
      this.post({ type: "dragEnd", key, target, before: this.keyFor(place.before), after: this.keyFor(place.after) });
    else this.post({ type: "dragCancel" });
    this.refresh();
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

  /** Where the owner clicked, for the editor's own menus and shortcuts. */
  private reportPointer(type: "click" | "dblclick" | "contextmenu", event: MouseEvent): void {
    if (this.driveMode || this.isOwn(event.target)) return;
    const { clientX, clientY, shiftKey, metaKey, ctrlKey, altKey } = event;
    this.post({ type: "mouseEvent", event: type, pointer: { clientX, clientY, shiftKey, metaKey, ctrlKey, altKey } });
  }

  private click(event: MouseEvent): void {
    if (this.drag.takeClick()) {
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    // Text being edited is text: a click in it (or the one a key press makes on a button) moves the caret only.
    if (this.editing && !this.driveMode && this.editing.element.contains(event.target as Node | null)) {
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    if (this.driveMode || this.isOwn(event.target) || this.editing) return;
    // In the editor a click selects; links and buttons act only in drive mode.
    event.preventDefault();
    event.stopPropagation();
    const element = stampedElementOf(event.target as Node | null);
    if (event.shiftKey && element) {
      this.multiSelected = this.multiSelected.includes(element)
        ? this.multiSelected.filter((item) => item !== element)
        : [...this.multiSelected, element];
      this.post({
        type: "multiSelectedKeys",
        keys: this.multiSelected.map((item) => this.keyFor(item)).filter((key): key is FrameElementKey => key !== null),
      });
    } else {
      this.select(element);
    }
    this.refresh();
  }

  private select(element: Element | null): void {
    this.selected = element;
    this.lastSelectedKey = this.keyFor(element);
    this.multiSelected = element ? [element] : [];
    this.post({ type: "selectedKey", key: this.lastSelectedKey });
    this.postSelectionDetails();
  }

  private doubleClick(event: MouseEvent): void {
    if (this.driveMode || this.isOwn(event.target)) return;
    const element = stampedElementOf(event.target as Node | null);
    if (!element) return;
    event.preventDefault();
    this.startEditing(element);
  }

  /**
   * Starts editing an element's text where it can be written: static text at once; text from one {expression}
   * once the server has found the literal it comes from (otherwise the editor is told where it is computed).
   */
  startEditing(element: Element): void {
    const id = element.getAttribute(codebaseIdAttribute);
    const info = id ? this.options.sourceInfo(id) : undefined;
    if (!id || !info || !(element instanceof HTMLElement)) return;
    if (info.staticText) this.editInPlace(element);
    else if (hasDirectText(element)) void this.editTextFromCode(element, id);
  }

  private async editTextFromCode(element: HTMLElement, codebaseId: string): Promise<void> {
    const key = this.keyFor(element);
    if (!key || this.editing) return;
    const origin = await this.options.locateText?.(codebaseId, element.textContent ?? "");
    if (origin?.editable) {
      if (!this.editing && element.isConnected) this.editInPlace(element);
    } else {
      this.post({ type: "editDynamicText", key, message: origin?.message });
    }
  }

  /**
   * Edits an element's text in the page: records the original, makes it editable as plain text and focuses it.
   * Blur or Enter keeps the text, Escape puts the original back, and Ctrl/Cmd+A selects this element's text only.
   */
  private editInPlace(element: HTMLElement): void {
    const key = this.keyFor(element);
    if (!key) return;
    const originalText = element.textContent ?? "";
    // The nodes React rendered: typing may split or replace them, and they go back in with the final text, so the
    // next render (the source's hot reload, an undo) updates what the page shows.
    const rendered = Array.from(element.childNodes);
    this.editing = { element, originalText };
    element.setAttribute("contenteditable", "plaintext-only");
    element.focus();
    this.post({ type: "startEditingText", key, originalText });
    let cancelled = false;
    const finish = () => {
      element.removeEventListener("blur", finish);
      for (const type of ["keydown", "keyup", "keypress"] as const) element.removeEventListener(type, onKey);
      element.removeAttribute("contenteditable");
      this.editing = null;
      const typed = element.textContent ?? "";
      element.replaceChildren(...rendered);
      setOwnText(element, cancelled ? originalText : typed);
      if (!cancelled) this.post({ type: "editedText", key, newText: typed, oldText: originalText });
      this.refresh();
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

  /** The element a key names; when the page no longer has it, the editor is told (and shows it). */
  private find(key: FrameElementKey): Element | null {
    // The path can be a moment out of date (the page changed since the last tree); an id on one element is enough.
    const copies = isValidCodebaseId(key.codebaseId)
      ? this.document.querySelectorAll(`[${codebaseIdAttribute}="${key.codebaseId}"]`)
      : [];
    const element = elementOf(key, this.document.body) ?? (copies.length === 1 ? (copies[0] ?? null) : null);
    if (!element) this.post({ type: "helperError", message: "Could not find element" });
    return element;
  }

  /**
   * Dynamic text is edited where it is written: in place when it comes from one literal the editor can change
   * (page data, a prop at its call site), else the editor says where it is computed.
   */
  private editDynamicText(codebaseId: string, key: FrameElementKey): void {
    const info = this.options.sourceInfo(codebaseId);
    const element = this.selected;
    if (!info) this.post({ type: "helperError", message: "Could not find component" });
    else if (!info.componentName) this.post({ type: "helperError", message: "No component name" });
    else if (element instanceof HTMLElement && hasDirectText(element)) void this.editTextFromCode(element, codebaseId);
    else this.post({ type: "editDynamicText", key });
  }

  /** The forced states follow the selected element: forced on it alone, cleared everywhere else. */
  private applyForcedStates(): void {
    const element = this.forced.key ? elementOf(this.forced.key, this.document.body) : null;
    forceStates(this.document, element, element ? this.forced.states : []);
    this.postSelectionDetails();
  }

  private keyDown(event: KeyboardEvent): void {
    if (this.editing || this.drag.active) return;
    if (event.key === "Escape") {
      this.select(null);
      this.refresh();
    }
    this.post({
      type: "keyEvent",
      key: event.key,
      code: event.code,
      shiftKey: event.shiftKey,
      metaKey: event.metaKey,
      ctrlKey: event.ctrlKey,
      altKey: event.altKey,
    });
  }

  private receive(message: EditorMessage): void {
    const root = this.document.body;
    switch (message.type) {
      case "setHoveredKey":
        this.hovered = message.key ? elementOf(message.key, root) : null;
        break;
      case "setSelectedKey":
        this.selected = message.key ? this.find(message.key) : null;
        this.lastSelectedKey = this.keyFor(this.selected);
        // Found under another path: the editor learns where it is now, before its details arrive.
        if (message.key && this.lastSelectedKey && this.lastSelectedKey.uniquePath !== message.key.uniquePath)
          this.post({ type: "selectedKey", key: this.lastSelectedKey });
        this.multiSelected = this.selected ? [this.selected] : [];
        this.postSelectionDetails();
        break;
      case "setMultiSelectedKeys":
        this.multiSelected = message.keys
          .map((key) => elementOf(key, root))
          .filter((element): element is Element => element !== null);
        break;
      case "setModes":
        this.aiMode = message.aiMode;
        this.zoom = message.zoom;
        this.options.window.sessionStorage.setItem(driveModeKey, String(message.driveMode));
        break;
      case "instantUpdate":
        this.post({
          type: "instantUpdateDone",
          changeId: message.changeId,
          ...this.instantUpdates.applyAndCheck(message),
        });
        break;
      case "undoInstantUpdate":
        this.instantUpdates.undo(message.changeId);
        break;
      case "startEditingText": {
        const element = this.find(message.key);
        if (element) this.startEditing(element);
        break;
      }
      case "forceStates":
        this.forced = { key: message.key, states: message.modifiers };
        this.applyForcedStates();
        break;
      case "refresh":
        void this.sourceChanged();
        break;
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
    if (this.drop) {
      outlines.push({ kind: "move", element: this.drop.element });
      for (const child of this.drop.place ? stampedChildrenOf(this.drop.place.target) : [])
        if (child !== this.drop.element) outlines.push({ kind: "child", element: child });
    }
    if (selected && selectedId) {
      const info = this.options.sourceInfo(selectedId);
      const name = info?.tagName ?? selected.tagName.toLowerCase();
      const key = this.keyFor(selected);
      outlines.push({
        kind: /^[A-Z]/.test(name) ? "component" : "primary",
        element: selected,
        name,
        editDynamicText:
          hasDirectText(selected) && !info?.staticText && key ? () => this.editDynamicText(selectedId, key) : undefined,
      });
    }
    this.overlay.draw(outlines, { aiMode: this.aiMode, zoom: this.zoom, hidden: this.driveMode });
  }

  stop(): void {
    for (const cleanup of this.cleanups) cleanup();
    this.treeBuild?.abort();
    if (this.rebuildTimer) clearTimeout(this.rebuildTimer);
    if (this.refreshTimer) clearTimeout(this.refreshTimer);
    this.overlay.remove();
  }
}

/** The element shows text of its own (a text node among its children), not only its children's. */
function hasDirectText(element: Element): boolean {
  return Array.from(element.childNodes).some((node) => node.nodeType === 3 && (node.textContent ?? "").trim() !== "");
}

/** Selects everything inside `element`, and nothing outside it (the page's own Ctrl+A selects the whole page). */
