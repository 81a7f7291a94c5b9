// Keyword properties: CSS value -> Tailwind 4 class. The first entry of each table doubles as its removal probe.

const same = (values: string[], prefix = ""): Record<string, string> =>
  Object.fromEntries(values.map((value) => [value, `${prefix}${value}`]));

export const display = {
  block: "block",
  ...same([
    "inline-block",
    "inline",
    "flex",
    "inline-flex",
    "grid",
    "inline-grid",
    "contents",
    "table",
    "table-row",
    "table-cell",
    "flow-root",
    "list-item",
  ]),
  none: "hidden",
};

export const position = same(["static", "relative", "absolute", "fixed", "sticky"]);
export const visibility = { visible: "visible", hidden: "invisible", collapse: "collapse" };

export const flexDirection = {
  row: "flex-row",
  "row-reverse": "flex-row-reverse",
  column: "flex-col",
  "column-reverse": "flex-col-reverse",
};
export const flexWrap = { wrap: "flex-wrap", nowrap: "flex-nowrap", "wrap-reverse": "flex-wrap-reverse" };
export const flex = {
  "1": "flex-1",
  "1 1 0%": "flex-1",
  "1 1 0": "flex-1",
  auto: "flex-auto",
  "1 1 auto": "flex-auto",
  initial: "flex-initial",
  "0 1 auto": "flex-initial",
  none: "flex-none",
};

export const justifyContent = {
  "flex-start": "justify-start",
  "flex-end": "justify-end",
  center: "justify-center",
  "space-between": "justify-between",
  "space-around": "justify-around",
  "space-evenly": "justify-evenly",
  stretch: "justify-stretch",
  normal: "justify-normal",
};
export const alignItems = {
  "flex-start": "items-start",
  "flex-end": "items-end",
  center: "items-center",
  baseline: "items-baseline",
  stretch: "items-stretch",
};
export const alignSelf = {
  auto: "self-auto",
  "flex-start": "self-start",
  "flex-end": "self-end",
  center: "self-center",
  stretch: "self-stretch",
  baseline: "self-baseline",
};
export const alignContent = {
  "flex-start": "content-start",
  "flex-end": "content-end",
  center: "content-center",
  "space-between": "content-between",
  "space-around": "content-around",
  "space-evenly": "content-evenly",
  stretch: "content-stretch",
  normal: "content-normal",
};

export const textAlign = same(["left", "center", "right", "justify", "start", "end"], "text-");
export const fontStyle = { italic: "italic", normal: "not-italic" };
export const textDecorationLine = {
  underline: "underline",
  overline: "overline",
  "line-through": "line-through",
  none: "no-underline",
};
export const textTransform = {
  uppercase: "uppercase",
  lowercase: "lowercase",
  capitalize: "capitalize",
  none: "normal-case",
};
export const whiteSpace = same(["normal", "nowrap", "pre", "pre-line", "pre-wrap", "break-spaces"], "whitespace-");
export const overflow = (prefix: string) => same(["auto", "hidden", "clip", "visible", "scroll"], `${prefix}-`);
export const objectFit = same(["contain", "cover", "fill", "none", "scale-down"], "object-");
export const borderStyle = same(["solid", "dashed", "dotted", "double", "hidden", "none"], "border-");
export const pointerEvents = same(["none", "auto"], "pointer-events-");
export const boxSizing = { "border-box": "box-border", "content-box": "box-content" };
export const userSelect = same(["none", "text", "all", "auto"], "select-");

export const cursor = same(
  [
    "pointer",
    "default",
    "auto",
    "wait",
    "text",
    "move",
    "help",
    "not-allowed",
    "none",
    "context-menu",
    "progress",
    "cell",
    "crosshair",
    "vertical-text",
    "alias",
    "copy",
    "no-drop",
    "grab",
    "grabbing",
    "all-scroll",
    "col-resize",
    "row-resize",
    "n-resize",
    "e-resize",
    "s-resize",
    "w-resize",
    "ne-resize",
    "nw-resize",
    "se-resize",
    "sw-resize",
    "ew-resize",
    "ns-resize",
    "nesw-resize",
    "nwse-resize",
    "zoom-in",
    "zoom-out",
  ],
  "cursor-",
);

export const fontWeight = {
  "100": "font-thin",
  "200": "font-extralight",
  "300": "font-light",
  "400": "font-normal",
  normal: "font-normal",
  "500": "font-medium",
  "600": "font-semibold",
  "700": "font-bold",
  bold: "font-bold",
  "800": "font-extrabold",
  "900": "font-black",
};

export const lineHeight = {
  "1": "leading-none",
  "1.25": "leading-tight",
  "1.375": "leading-snug",
  "1.5": "leading-normal",
  "1.625": "leading-relaxed",
  "2": "leading-loose",
};

export const letterSpacing = {
  "-0.05em": "tracking-tighter",
  "-0.025em": "tracking-tight",
  "0": "tracking-normal",
  "0em": "tracking-normal",
  normal: "tracking-normal",
  "0.025em": "tracking-wide",
  "0.05em": "tracking-wider",
  "0.1em": "tracking-widest",
};

/** Theme scales keyed by size in rem. */
export const fontSizes: Record<number, string> = {
  0.75: "xs",
  0.875: "sm",
  1: "base",
  1.125: "lg",
  1.25: "xl",
  1.5: "2xl",
  1.875: "3xl",
  2.25: "4xl",
  3: "5xl",
  3.75: "6xl",
  4.5: "7xl",
  6: "8xl",
  8: "9xl",
};
export const radii: Record<number, string> = {
  0: "none",
  0.125: "xs",
  0.25: "sm",
  0.375: "md",
  0.5: "lg",
  0.75: "xl",
  1: "2xl",
  1.5: "3xl",
  2: "4xl",
  [9999 / 16]: "full",
};
/** Tailwind 4 container sizes, used by max-width before the spacing scale (max-w-md rather than max-w-112). */
export const containers: Record<number, string> = {
  16: "3xs",
  18: "2xs",
  20: "xs",
  24: "sm",
  28: "md",
  32: "lg",
  36: "xl",
  42: "2xl",
  48: "3xl",
  56: "4xl",
  64: "5xl",
  72: "6xl",
  80: "7xl",
};
