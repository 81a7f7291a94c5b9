// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { DragTracker, dropPlaceAt, type DropPlace } from "./drag.ts";

const box = (element: Element, top: number, height = 40) =>
  vi.spyOn(element, "getBoundingClientRect").mockReturnValue({
    top,
    left: 0,
    width: 300,
    height,
    bottom: top + height,
    right: 300,
    x: 0,
    y: top,
    toJSON: () => ({}),
  });

let under: Element | null = null;
beforeEach(() => {
  document.body.innerHTML = `
    <main data-codebase-id="page-00000000-0">
      <h1 data-codebase-id="page-00000000-0_0">Title</h1>
      <div><p data-codebase-id="page-00000000-0_1">One</p></div>
      <p data-codebase-id="page-00000000-0_2">Two</p>
    </main>`;
  const [title, one, two] = Array.from(document.querySelectorAll("main [data-codebase-id]"));
  if (!title || !one || !two) throw new Error("fixture");
  box(title, 0);
  box(one, 50);
  box(two, 100);
  document.elementFromPoint = () => under;
});
afterEach(() => {
  under = null;
});

const byId = (id: string) => document.querySelector(`[data-codebase-id="page-00000000-${id}"]`) as HTMLElement;

describe("where a dragged element lands", () => {
  it("goes before the first sibling whose middle is below the pointer, or after the last", () => {
    under = byId("0_1");
    expect(dropPlaceAt(document, byId("0_0"), 10, 60)).toEqual({ target: byId("0"), before: byId("0_1"), after: null });
    expect(dropPlaceAt(document, byId("0_0"), 10, 80)).toEqual({ target: byId("0"), before: byId("0_2"), after: null });
    expect(dropPlaceAt(document, byId("0_0"), 10, 130)).toEqual({
      target: byId("0"),
      before: null,
      after: byId("0_2"),
    });
    under = byId("0");
    expect(dropPlaceAt(document, byId("0_2"), 10, 10)).toEqual({ target: byId("0"), before: byId("0_0"), after: null });
  });

  it("never lands inside itself", () => {
    under = byId("0_0");
    expect(dropPlaceAt(document, byId("0"), 10, 10)).toBeNull();
  });
});

describe("the drag tracker", () => {
  const pointer = (type: string, x: number, y: number) => {
    const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: y, button: 0 });
    byId("0_0").dispatchEvent(event);
  };

  function tracker(zoom: number) {
    const events: string[] = [];
    let dropped: DropPlace | null = null;
    const drag = new DragTracker(document, {
      zoom: () => zoom,
      draggable: (element) => (byId("0_0").contains(element) ? byId("0_0") : null),
      started: () => events.push("start"),
      moved: () => events.push("move"),
      dropped: (_element, place) => {
        events.push("drop");
        dropped = place;
      },
      cancelled: () => events.push("cancel"),
    });
    return { drag, events, dropped: () => dropped };
  }

  it("starts after 20 px on screen (frame pixels times zoom) and drops where the pointer is", () => {
    const { drag, events, dropped } = tracker(0.5);
    under = byId("0_2");
    pointer("pointerdown", 0, 0);
    pointer("pointermove", 0, 30); // 15 px on screen
    expect(events).toEqual([]);
    pointer("pointermove", 0, 130); // 65 px on screen
    expect(events).toEqual(["start", "move"]);
    pointer("pointerup", 0, 130);
    expect(events).toEqual(["start", "move", "drop"]);
    expect(dropped()).toEqual({ target: byId("0"), before: null, after: byId("0_2") });
    expect(drag.takeClick()).toBe(true);
    expect(drag.takeClick()).toBe(false);
    drag.stop();
  });

  it("cancels on Escape, and a press that never moved far is a click", () => {
    const { drag, events } = tracker(1);
    pointer("pointerdown", 0, 0);
    pointer("pointermove", 0, 25);
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(events).toEqual(["start", "move", "cancel"]);
    pointer("pointerdown", 0, 0);
    pointer("pointerup", 0, 5);
    expect(drag.takeClick()).toBe(false);
    drag.stop();
  });
});
