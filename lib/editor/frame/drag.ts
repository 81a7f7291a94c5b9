// Dragging the selected element to a new place: it starts only after the pointer has moved 20 px on the
// owner's screen (frame pixels times zoom), shows where the element would land, and ends in a drop or a cancel.
import { editor } from "../../config/editor/page-editor.ts";
import { codebaseIdAttribute } from "../ids.ts";
import { stampedElementOf } from "./element-keys.ts";

/** Where a dragged element would land: inside `target`, before `before` or after `after` (one of them at most). */
export type DropPlace = { target: Element; before: Element | null; after: Element | null };

export type DragHooks = {
  zoom(): number;
  /** The element a press on `element` would drag, or null when a drag may not start (not selected, drive mode…). */
  draggable(element: Element): Element | null;
  started(element: Element): void;
  moved(element: Element, place: DropPlace | null, pointer: { x: number; y: number }): void;
  dropped(element: Element, place: DropPlace | null): void;
  cancelled(): void;
};

/** The stamped elements whose nearest stamped ancestor is `container`, in document order. */
export function stampedChildrenOf(container: Element): Element[] {
  const out: Element[] = [];
  const walk = (node: Element) => {
    for (const child of Array.from(node.children)) {
      if (child.hasAttribute(codebaseIdAttribute)) out.push(child);
      else walk(child);
    }
  };
  walk(container);
  return out;
}

function stampedParentOf(element: Element): Element | null {
  return element.parentElement ? stampedElementOf(element.parentElement) : null;
}

function isRow(container: Element): boolean {
  const style = container.ownerDocument.defaultView?.getComputedStyle(container);
  return style?.display.includes("flex") === true && !style.flexDirection.startsWith("column");
}

/** Where `moving` would land if dropped at (x, y) in the frame's viewport; null over nothing it can go into. */
export function dropPlaceAt(document: Document, moving: Element, x: number, y: number): DropPlace | null {
  let hit = stampedElementOf(document.elementFromPoint(x, y));
  while (hit && moving.contains(hit)) hit = stampedParentOf(hit);
  if (!hit) return null;
  // Over an element with stamped children the drop goes among them; over a leaf, next to it in its parent.
  const target = stampedChildrenOf(hit).some((child) => child !== moving) ? hit : stampedParentOf(hit);
  if (!target) return null;
  const row = isRow(target);
  const siblings = stampedChildrenOf(target).filter((child) => child !== moving);
  for (const sibling of siblings) {
    const box = sibling.getBoundingClientRect();
    const past = row ? x < box.left + box.width / 2 : y < box.top + box.height / 2;
    if (past) return { target, before: sibling, after: null };
  }
  return { target, before: null, after: siblings.at(-1) ?? null };
}

export class DragTracker {
  private readonly document: Document;
  private readonly hooks: DragHooks;
  private pressed: { element: Element; x: number; y: number; pointerId: number } | null = null;
  private dragging: { element: Element; place: DropPlace | null } | null = null;
  private suppressClick = false;
  private readonly cleanups: (() => void)[] = [];

  constructor(document: Document, hooks: DragHooks) {
    this.document = document;
    this.hooks = hooks;
    this.on("pointerdown", (event) => this.down(event as PointerEvent));
    this.on("pointermove", (event) => this.move(event as PointerEvent));
    this.on("pointerup", () => this.up());
    this.on("pointercancel", () => this.cancel());
    this.on("keydown", (event) => {
      if ((event as KeyboardEvent).key === "Escape" && this.dragging) this.cancel();
    });
  }

  get active(): boolean {
    return this.dragging !== null;
  }

  /** True once, for the click the browser fires at the end of a drag (it must not select anything). */
  takeClick(): boolean {
    const suppressed = this.suppressClick;
    this.suppressClick = false;
    return suppressed;
  }

  private on(type: string, handler: (event: Event) => void): void {
    this.document.addEventListener(type, handler, true);
    this.cleanups.push(() => this.document.removeEventListener(type, handler, true));
  }

  private down(event: PointerEvent): void {
    if (event.button !== 0) return;
    const element = this.hooks.draggable(stampedElementOf(event.target as Node | null) ?? this.document.body);
    this.pressed = element ? { element, x: event.clientX, y: event.clientY, pointerId: event.pointerId } : null;
  }

  private move(event: PointerEvent): void {
    if (!this.pressed) return;
    const { element, x, y } = this.pressed;
    if (!this.dragging) {
      const zoom = this.hooks.zoom() > 0 ? this.hooks.zoom() : 1;
      if (Math.hypot(event.clientX - x, event.clientY - y) * zoom < editor.dragStartPx) return;
      this.dragging = { element, place: null };
      this.hooks.started(element);
    }
    event.preventDefault();
    // The press also started a text selection, which the pointer would keep extending: a drag is not one.
    this.document.getSelection()?.removeAllRanges();
    this.dragging.place = dropPlaceAt(this.document, element, event.clientX, event.clientY);
    this.hooks.moved(element, this.dragging.place, { x: event.clientX, y: event.clientY });
  }

  private up(): void {
    const dragging = this.dragging;
    this.pressed = null;
    this.dragging = null;
    if (!dragging) return;
    this.suppressClick = true;
    this.hooks.dropped(dragging.element, dragging.place);
  }

  cancel(): void {
    const wasDragging = this.dragging !== null;
    this.pressed = null;
    this.dragging = null;
    if (wasDragging) this.hooks.cancelled();
  }

  stop(): void {
    for (const cleanup of this.cleanups) cleanup();
  }
}
