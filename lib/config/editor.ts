// The visual page editor's colours, stacking levels and timings.
export const editor = {
  colors: {
    primary: "#4597F7",
    secondary: "#4597F7",
    component: "#6183e4",
    aiPrimary: "#6858f5",
    aiSecondary: "#6858f5",
    aiComponent: "#5246C2",
  },
  zIndex: { child: 2000000000, secondary: 2000000001, primary: 2000000002, move: 2000000003 },
  outlineWidth: { secondary: 0.5, primary: 1, dashed: 5 },
  label: { heightPx: 38, fontSizePx: 20 },
  navTreeBudgetMs: 10,
  dragStartPx: 20,
  outlineRefreshThrottleMs: 15,
  hotReloadRefreshMs: 300,
  styleModifiers: ["hover", "required", "focus", "active", "invalid", "disabled"],
  forcedStateClassPrefix: "tempo-force-",
  breakpoints: { sm: "40rem", md: "48rem", lg: "64rem", xl: "80rem", "2xl": "96rem" },
  /**
   * The files the editor may change, by folder under the editor root: components and the stylesheets their
   * CSS-module rules live in, and the typed page data (marketing copy) under content/.
   */
  editableFiles: { app: [".tsx", ".jsx", ".css"], components: [".tsx", ".jsx", ".css"], content: [".ts"] },
  /** The folders whose JSX carries codebase ids. */
  componentFolders: ["app", "components"],
  /** Where the editor may read code to learn where a text comes from; it changes only the editable files. */
  readableFolders: ["app", "components", "content", "lib"],
  readableExtensions: [".ts", ".tsx", ".js", ".jsx"],
  /** The computed layout and typography properties shown for the selected element (about 70). */
  computedProperties: [
    "display", "position", "top", "right", "bottom", "left", "z-index", "float", "clear", "box-sizing",
    "width", "height", "min-width", "min-height", "max-width", "max-height", "aspect-ratio",
    "margin-top", "margin-right", "margin-bottom", "margin-left",
    "padding-top", "padding-right", "padding-bottom", "padding-left",
    "border-top-width", "border-right-width", "border-bottom-width", "border-left-width", "border-style", "border-color",
    "border-top-left-radius", "border-top-right-radius", "border-bottom-right-radius", "border-bottom-left-radius",
    "overflow-x", "overflow-y", "flex-direction", "flex-wrap", "flex-grow", "flex-shrink", "flex-basis", "order",
    "justify-content", "justify-items", "justify-self", "align-items", "align-content", "align-self",
    "gap", "row-gap", "column-gap", "grid-template-columns", "grid-template-rows", "grid-column", "grid-row", "grid-auto-flow",
    "font-family", "font-size", "font-weight", "font-style", "line-height", "letter-spacing", "text-align",
    "text-decoration-line", "text-transform", "white-space", "word-break", "text-overflow", "vertical-align",
    "color", "background-color", "opacity", "visibility", "object-fit",
  ],
  /** Of the parent, only these are collected. */
  parentComputedProperties: ["display", "flex-direction"],
  /** Change sets kept per canvas for undo. */
  historyLimit: 100,
} as const;
