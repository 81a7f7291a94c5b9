// Draws the outlines over the framed page: absolutely placed boxes in one layer that ignores the pointer (except
// the Edit Dynamic Text button), so the page underneath behaves as it would without the editor.
import { labelSide, outlineLabels, outlineStyle, type OutlineKind } from "./outline-styles.ts";

export type Outline = { kind: OutlineKind; element: Element; name?: string; editDynamicText?: () => void };

export const overlayAttribute = "data-hookline-overlay";

/** How much of a label bar shows while the pointer is over it: the content under it is what the owner points at. */
export const pointedLabelOpacity = "0.15";

export class Overlay {
  private readonly layer: HTMLElement;
  private readonly document: Document;
  private pointer: { x: number; y: number } | null = null;

  constructor(document: Document) {
    this.document = document;
    this.layer = document.createElement("div");
    this.layer.setAttribute(overlayAttribute, "");
    Object.assign(this.layer.style, {
      position: "absolute",
      top: "0",
      left: "0",
      width: "0",
      height: "0",
      pointerEvents: "none",
    });
    document.body.append(this.layer);
  }

  draw(outlines: Outline[], modes: { aiMode: boolean; zoom: number; hidden: boolean }): void {
    this.layer.replaceChildren();
    this.layer.style.display = modes.hidden ? "none" : "";
    if (modes.hidden) return;
    const view = this.document.defaultView;
    for (const outline of outlines) {
      const style = outlineStyle(outline.kind, modes);
      const rect = outline.element.getBoundingClientRect();
      const box = this.document.createElement("div");
      box.dataset.outline = outline.kind;
      Object.assign(box.style, {
        position: "absolute",
        left: `${rect.left + (view?.scrollX ?? 0)}px`,
        top: `${rect.top + (view?.scrollY ?? 0)}px`,
        width: `${rect.width}px`,
        height: `${rect.height}px`,
        outline: `${style.widthPx}px ${style.dashed ? "dashed" : "solid"} ${style.color}`,
        zIndex: String(style.zIndex),
        boxSizing: "border-box",
      });
      if (outline.kind === "primary" || outline.kind === "component") this.label(box, outline, rect, style.color);
      this.layer.append(box);
    }
    this.fadeLabels();
  }

  /**
   * Where the pointer is, in the view. A label bar lies over the page's content beside the selection (above it, or
   * below it): while the pointer is over a bar, the bar fades, so what it covers can be read and pointed at.
   */
  pointAt(pointer: { x: number; y: number } | null): void {
    this.pointer = pointer;
    this.fadeLabels();
  }

  private fadeLabels(): void {
    for (const bar of Array.from(this.layer.querySelectorAll<HTMLElement>("[data-label-side]"))) {
      const rect = bar.getBoundingClientRect();
      const { pointer } = this;
      const over =
        pointer !== null &&
        pointer.x >= rect.left &&
        pointer.x <= rect.right &&
        pointer.y >= rect.top &&
        pointer.y <= rect.bottom;
      bar.style.opacity = over ? pointedLabelOpacity : "";
    }
  }

  private label(box: HTMLElement, outline: Outline, rect: DOMRect, color: string): void {
    const labels = outlineLabels(outline.name ?? outline.element.tagName.toLowerCase(), rect);
    const bar = this.document.createElement("div");
    const side = labelSide(rect.top, labels.heightPx);
    bar.dataset.labelSide = side;
    Object.assign(bar.style, {
      position: "absolute",
      [side === "above" ? "bottom" : "top"]: "100%",
      left: "0",
      display: "flex",
      gap: "4px",
      height: `${labels.heightPx}px`,
    });
    for (const text of [labels.name, labels.size]) {
      const tag = this.document.createElement("span");
      tag.textContent = text;
      tag.dataset.label = text === labels.name ? "name" : "size";
      Object.assign(tag.style, {
        background: color,
        color: "#fff",
        fontSize: `${labels.fontSizePx}px`,
        lineHeight: `${labels.heightPx}px`,
        padding: "0 8px",
        whiteSpace: "nowrap",
        fontFamily: "system-ui, sans-serif",
      });
      bar.append(tag);
    }
    if (outline.editDynamicText) {
      const button = this.document.createElement("button");
      button.type = "button";
      button.textContent = "Edit Dynamic Text";
      const handler = outline.editDynamicText;
      button.addEventListener("click", (event) => {
        event.stopPropagation();
        handler();
      });
      Object.assign(button.style, {
        pointerEvents: "auto",
        background: "#fff",
        color,
        border: `1px solid ${color}`,
        fontSize: `${labels.fontSizePx}px`,
        height: `${labels.heightPx}px`,
        padding: "0 8px",
        cursor: "pointer",
      });
      bar.append(button);
    }
    box.append(bar);
  }

  remove(): void {
    this.layer.remove();
  }
}
