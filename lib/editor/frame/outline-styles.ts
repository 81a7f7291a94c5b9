// The look of the frame's outlines: colours by mode, stacking levels, widths divided by zoom.
import { editor } from "../../config/editor/page-editor.ts";

export type OutlineKind = "primary" | "secondary" | "component" | "child" | "move";

export type OutlineStyle = { color: string; zIndex: number; widthPx: number; dashed: boolean };

/**
 * Primary: the selected element. Secondary: other elements from the same source element, and multi-selected ones.
 * Component: the selected element when it is a component. Child and move: dashed, while dragging.
 */
export function outlineStyle(kind: OutlineKind, { aiMode, zoom }: { aiMode: boolean; zoom: number }): OutlineStyle {
  const { colors, zIndex, outlineWidth } = editor;
  const scale = zoom > 0 ? zoom : 1;
  switch (kind) {
    case "primary":
      return {
        color: aiMode ? colors.aiPrimary : colors.primary,
        zIndex: zIndex.primary,
        widthPx: outlineWidth.primary / scale,
        dashed: false,
      };
    case "component":
      return {
        color: aiMode ? colors.aiComponent : colors.component,
        zIndex: zIndex.primary,
        widthPx: outlineWidth.primary / scale,
        dashed: false,
      };
    case "secondary":
      return {
        color: aiMode ? colors.aiSecondary : colors.secondary,
        zIndex: zIndex.secondary,
        widthPx: outlineWidth.secondary / scale,
        dashed: false,
      };
    case "child":
      return {
        color: aiMode ? colors.aiSecondary : colors.secondary,
        zIndex: zIndex.child,
        widthPx: outlineWidth.dashed / scale,
        dashed: true,
      };
    case "move":
      return {
        color: aiMode ? colors.aiPrimary : colors.primary,
        zIndex: zIndex.move,
        widthPx: outlineWidth.dashed / scale,
        dashed: true,
      };
  }
}

/** The primary outline's labels: size ("320 × 48") and name, 38px high with a 20px font. */
export function outlineLabels(
  name: string,
  box: { width: number; height: number },
): { size: string; name: string; heightPx: number; fontSizePx: number } {
  return {
    size: `${Math.round(box.width)} × ${Math.round(box.height)}`,
    name,
    heightPx: editor.label.heightPx,
    fontSizePx: editor.label.fontSizePx,
  };
}

/**
 * Where the primary outline's labels sit: above the element, or below it when the element starts too close to the
 * top of the view for them to show there. Never inside the outline, over the content being edited.
 */
export function labelSide(elementTopInView: number, heightPx: number = editor.label.heightPx): "above" | "below" {
  return elementTopInView >= heightPx ? "above" : "below";
}

/** A drag starts once the pointer has moved 20 px on screen, which is 20 / zoom in the page. */
export function dragStarted(dx: number, dy: number, zoom: number): boolean {
  return Math.hypot(dx, dy) * (zoom > 0 ? zoom : 1) >= editor.dragStartPx;
}
