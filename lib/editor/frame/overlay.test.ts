// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";

import { Overlay, pointedLabelOpacity } from "./overlay.ts";

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("the outline labels", () => {
  it("fade while the pointer is over them, so the content they cover can be read, and come back after", () => {
    document.body.innerHTML = `<p>Above</p><h1 data-codebase-id="hero-00000000-0_0">Heading</h1>`;
    const heading = document.querySelector("h1");
    if (!heading) throw new Error("no h1");
    // The bar sits 38 px high above the heading, from x 0 to 300 and y 62 to 100.
    const original = HTMLElement.prototype.getBoundingClientRect;
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
      if (this.dataset.labelSide) return DOMRect.fromRect({ x: 0, y: 62, width: 300, height: 38 });
      if (this === heading) return DOMRect.fromRect({ x: 0, y: 100, width: 200, height: 40 });
      return original.call(this);
    });
    const overlay = new Overlay(document);
    overlay.draw([{ kind: "primary", element: heading, editDynamicText: () => undefined }], {
      aiMode: false,
      zoom: 1,
      hidden: false,
    });
    const bar = document.querySelector<HTMLElement>("[data-label-side]");
    expect(bar?.dataset.labelSide).toBe("above");
    expect(bar?.textContent).toContain("Edit Dynamic Text");
    expect(bar?.style.opacity).toBe("");
    overlay.pointAt({ x: 120, y: 80 });
    expect(bar?.style.opacity).toBe(pointedLabelOpacity);
    overlay.pointAt({ x: 120, y: 120 });
    expect(bar?.style.opacity).toBe("");
    // Drawn again (a scroll, a hot reload) under a pointer that has not moved: still faded.
    overlay.pointAt({ x: 120, y: 80 });
    overlay.draw([{ kind: "primary", element: heading }], { aiMode: false, zoom: 1, hidden: false });
    expect(document.querySelector<HTMLElement>("[data-label-side]")?.style.opacity).toBe(pointedLabelOpacity);
    overlay.pointAt(null);
    expect(document.querySelector<HTMLElement>("[data-label-side]")?.style.opacity).toBe("");
  });
});
