// The helper inside the preview frame: it outlines what the owner hovers and selects, edits static text in
// place, and reports to the editor through the typed protocol. Loaded only when the editor frames the page.
import { editor } from "../../config/editor/page-editor.ts";
import { editorSessionKey } from "../../storage-keys.ts";
import { codebaseIdAttribute, isValidCodebaseId } from "../ids.ts";
import { DragTracker, type DropPlace } from "./drag.ts";
import { elementOf, keyOf, stampedElementOf } from "./element-keys.ts";
import { forceStates } from "./forced-states.ts";
import type { HelperOptions } from "./helper-options.ts";
import { watchHydration } from "./hydration.ts";
import { keyMessage, pointerMessage } from "./input-messages.ts";
import { InstantUpdates } from "./instant-updates.ts";
import { RebuildCallbacks } from "./nav-tree.ts";
import { outlinesOf } from "./outlines.ts";
import { Overlay, overlayAttribute } from "./overlay.ts";
import { codebaseIdsIn } from "./page-ids.ts";
import { watchPageChanges } from "./page-watch.ts";
import {
  editorMessageSchema,
  postMessageTo,
  readMessage,
  type EditorMessage,
  type FrameElementKey,
  type FrameMessage,
} from "./protocol.ts";
import { selectionDetails } from "./selection-details.ts";
import { TextInPlace } from "./text-in-place.ts";
import { TreeBuilds } from "./tree-builds.ts";

export const driveModeKey = editorSessionKey("drive-mode");

export class FrameHelper {
  private readonly options: HelperOptions;
  private readonly document: Document;
  private readonly overlay: Overlay;
  private readonly instantUpdates: InstantUpdates;
  private readonly trees: TreeBuilds;
  private readonly text: TextInPlace;
  private hovered: Element | null = null;
  private selected: Element | null = null;
  private lastSelectedKey: FrameElementKey | null = null;
  private multiSelected: Element[] = [];
  private aiMode = false;
  private zoom = 1;
  private refreshTimer: ReturnType<typeof setTimeout> | null = null;
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
    this.trees = new TreeBuilds(options.window, options.storyboardId, options.sourceInfo);
    this.text = new TextInPlace({
      sourceInfo: options.sourceInfo,
      locateText: options.locateText,
      keyFor: (element) => this.keyFor(element),
      post: (message) => this.post(message),
      refresh: () => this.refresh(),
    });
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
        !this.driveMode && !this.text.editing && this.selected && this.selected.contains(element)
          ? this.selected
          : null,
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
    // After a hot reload (or any change to the page) the tree, the selection's details and the outlines are redone.
    this.cleanups.push(
      watchPageChanges(
        options.window,
        (target) => this.isOwn(target),
        () => void this.pageChanged(),
      ),
    );
    void this.rebuildTree();
  }

  private async pageChanged(): Promise<void> {
    if (this.text.editing) return;
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
    const unknown = codebaseIdsIn(this.document.body).filter((id) => !this.options.sourceInfo(id));
    if (unknown.length > 0 && this.options.learnSources)
      await this.options.learnSources(unknown).catch(() => undefined);
    await this.rebuildTree();
    this.refresh();
  }

  /** After a change to the source: what the side index says of every id on the page, then the tree again. */
  private async sourceChanged(): Promise<void> {
    if (this.options.learnSources)
      await this.options.learnSources(codebaseIdsIn(this.document.body), true).catch(() => undefined);
    await this.rebuildTree();
    this.refresh();
  }

  /** Builds the navigator tree in slices; a newer build replaces an older one still running. */
  async rebuildTree(): Promise<void> {
    const tree = await this.trees.build();
    if (!tree) return;
    this.post({ type: "navTree", tree });
    this.postSelectionDetails();
    this.afterRebuild.rebuilt(this.keyFor(this.selected));
  }

  /** The selected element's matching CSS rules, computed styles and classes, for the properties panel. */
  private postSelectionDetails(): void {
    const element = this.selected;
    const key = this.keyFor(element);
    if (!element || !key) return;
    for (const message of selectionDetails(element, key)) this.post(message);
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
    this.post(pointerMessage(type, event));
  }

  private click(event: MouseEvent): void {
    if (this.drag.takeClick()) {
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    const editing = this.text.editing;
    // Text being edited is text: a click in it (or the one a key press makes on a button) moves the caret only.
    if (editing && !this.driveMode && editing.element.contains(event.target as Node | null)) {
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    if (this.driveMode || this.isOwn(event.target) || editing) return;
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

  /** Starts editing an element's text where it can be written (see TextInPlace). */
  startEditing(element: Element): void {
    this.text.start(element);
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

  /** The forced states follow the selected element: forced on it alone, cleared everywhere else. */
  private applyForcedStates(): void {
    const element = this.forced.key ? elementOf(this.forced.key, this.document.body) : null;
    forceStates(this.document, element, element ? this.forced.states : []);
    this.postSelectionDetails();
  }

  private keyDown(event: KeyboardEvent): void {
    if (this.text.editing || this.drag.active) return;
    if (event.key === "Escape") {
      this.select(null);
      this.refresh();
    }
    this.post(keyMessage(event));
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
    const outlines = outlinesOf({
      document: this.document,
      hovered: this.hovered,
      selected: this.selected,
      multiSelected: this.multiSelected,
      drop: this.drop,
      sourceInfo: this.options.sourceInfo,
      editDynamicText: (selected, codebaseId) => {
        const key = this.keyFor(selected);
        return key ? () => this.text.editDynamicText(codebaseId, key, this.selected) : undefined;
      },
    });
    this.overlay.draw(outlines, { aiMode: this.aiMode, zoom: this.zoom, hidden: this.driveMode });
  }

  stop(): void {
    for (const cleanup of this.cleanups) cleanup();
    this.trees.abort();
    if (this.refreshTimer) clearTimeout(this.refreshTimer);
    this.overlay.remove();
  }
}
