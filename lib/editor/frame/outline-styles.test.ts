import { describe, expect, it } from "vitest";

import { dragStarted, labelSide, outlineLabels, outlineStyle } from "./outline-styles.ts";

describe("outline styles", () => {
  it("use the editor's colours, stacking levels and widths", () => {
    const normal = { aiMode: false, zoom: 1 };
    expect(outlineStyle("primary", normal)).toEqual({
      color: "#4597F7",
      zIndex: 2000000002,
      widthPx: 1,
      dashed: false,
    });
    expect(outlineStyle("secondary", normal)).toEqual({
      color: "#4597F7",
      zIndex: 2000000001,
      widthPx: 0.5,
      dashed: false,
    });
    expect(outlineStyle("component", normal)).toMatchObject({ color: "#6183e4", zIndex: 2000000002 });
    expect(outlineStyle("child", normal)).toEqual({ color: "#4597F7", zIndex: 2000000000, widthPx: 5, dashed: true });
    expect(outlineStyle("move", normal)).toEqual({ color: "#4597F7", zIndex: 2000000003, widthPx: 5, dashed: true });
  });

  it("turn violet in AI mode", () => {
    const ai = { aiMode: true, zoom: 1 };
    expect(outlineStyle("primary", ai).color).toBe("#6858f5");
    expect(outlineStyle("secondary", ai).color).toBe("#6858f5");
    expect(outlineStyle("component", ai).color).toBe("#5246C2");
  });

  it("keep their on-screen width at any zoom", () => {
    expect(outlineStyle("primary", { aiMode: false, zoom: 0.5 }).widthPx).toBe(2);
    expect(outlineStyle("secondary", { aiMode: false, zoom: 2 }).widthPx).toBe(0.25);
    expect(outlineStyle("move", { aiMode: false, zoom: 0.25 }).widthPx).toBe(20);
  });

  it("label the primary outline with size and name, 38px high in a 20px font", () => {
    expect(outlineLabels("h1", { width: 320.4, height: 47.6 })).toEqual({
      size: "320 × 48",
      name: "h1",
      heightPx: 38,
      fontSizePx: 20,
    });
  });

  it("put the labels above the element, or below it when there is no room above: never over its content", () => {
    expect(labelSide(200, 38)).toBe("above");
    expect(labelSide(38, 38)).toBe("above");
    expect(labelSide(37, 38)).toBe("below");
    expect(labelSide(-120, 38)).toBe("below");
  });

  it("start a drag after 20 px of pointer movement on screen", () => {
    expect(dragStarted(12, 15, 1)).toBe(false);
    expect(dragStarted(12, 16, 1)).toBe(true);
    expect(dragStarted(12, 16, 0.5)).toBe(false);
    expect(dragStarted(40, 0, 0.5)).toBe(true);
  });
});
