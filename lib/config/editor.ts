// SPEC §9: the visual page editor's colours, stacking levels and timings.
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
  /** The folders (under the editor root) whose files the editor may change, and the kinds of file. */
  editableFolders: ["app", "components"],
  /** Components, and the stylesheets their CSS-module rules live in. */
  editableExtensions: [".tsx", ".jsx", ".css"],
  /** Change sets kept per canvas for undo. */
  historyLimit: 100,
} as const;
