// One CSS declaration -> one Tailwind 4 class, for the properties the editor's style panel sets; anything else
// becomes an arbitrary property (`[mix-blend-mode:multiply]`), which Tailwind compiles as written.
import { kebabProperty } from "../css-property-names.ts";
import * as k from "./keywords.ts";
import { borderWidth, color, integer, keywords, remScale, size, spacing, type Utility } from "./utilities.ts";
import { arbitrary, customPropertyOf, parseLength, spacingStep, valueSuffix } from "./values.ts";

const sizeKeywords = { "min-content": "min", "max-content": "max", "fit-content": "fit" };

function custom(probe: string, convert: (value: string) => string | null): Utility {
  return { probe, convert };
}

const lineHeight = custom("leading-none", (value) => {
  const named = Number.isNaN(Number(value))
    ? undefined
    : k.lineHeight[String(Number(value)) as keyof typeof k.lineHeight];
  if (named) return named;
  const length = parseLength(value);
  const step = length && length.unit !== "" && length.amount > 0 ? spacingStep(length) : null;
  return `leading-${step ?? valueSuffix(value)}`;
});

const fontWeight = custom("font-normal", (value) => {
  const named = k.fontWeight[value.toLowerCase() as keyof typeof k.fontWeight];
  if (named) return named;
  return /^\d+$/.test(value) || customPropertyOf(value) ? `font-${valueSuffix(value)}` : null;
});

const opacity = custom("opacity-0", (value) => {
  const length = parseLength(value);
  const percent = length?.unit === "%" ? length.amount : length?.unit === "" ? length.amount * 100 : null;
  if (percent !== null && percent >= 0 && percent <= 100 && Math.abs(percent - Math.round(percent)) < 1e-9)
    return `opacity-${Math.round(percent)}`;
  return `opacity-${valueSuffix(value)}`;
});

// What tailwind-merge reads as a shadow; other shadows (colour first, several layers) go out as arbitrary properties.
const shadowShape = /^(?:inset\s+)?-?(?:\d*\.?\d+[a-z]+|0)\s+-?(?:\d*\.?\d+[a-z]+|0)/;
const boxShadow = custom("shadow-none", (value) =>
  value === "none" ? "shadow-none" : shadowShape.test(value) ? `shadow-[${arbitrary(value)}]` : null,
);

const utilities: Record<string, Utility> = {
  display: keywords(k.display),
  position: keywords(k.position),
  visibility: keywords(k.visibility),
  top: spacing("top", { negative: true, auto: true, fractions: true }),
  right: spacing("right", { negative: true, auto: true, fractions: true }),
  bottom: spacing("bottom", { negative: true, auto: true, fractions: true }),
  left: spacing("left", { negative: true, auto: true, fractions: true }),
  inset: spacing("inset", { negative: true, auto: true, fractions: true }),
  "inset-inline": spacing("inset-x", { negative: true, auto: true, fractions: true }),
  "inset-block": spacing("inset-y", { negative: true, auto: true, fractions: true }),
  "z-index": integer("z", { auto: "z-auto" }),
  padding: spacing("p"),
  "padding-top": spacing("pt"),
  "padding-right": spacing("pr"),
  "padding-bottom": spacing("pb"),
  "padding-left": spacing("pl"),
  "padding-inline": spacing("px"),
  "padding-block": spacing("py"),
  "padding-inline-start": spacing("ps"),
  "padding-inline-end": spacing("pe"),
  margin: spacing("m", { negative: true, auto: true }),
  "margin-top": spacing("mt", { negative: true, auto: true }),
  "margin-right": spacing("mr", { negative: true, auto: true }),
  "margin-bottom": spacing("mb", { negative: true, auto: true }),
  "margin-left": spacing("ml", { negative: true, auto: true }),
  "margin-inline": spacing("mx", { negative: true, auto: true }),
  "margin-block": spacing("my", { negative: true, auto: true }),
  "margin-inline-start": spacing("ms", { negative: true, auto: true }),
  "margin-inline-end": spacing("me", { negative: true, auto: true }),
  gap: spacing("gap"),
  "row-gap": spacing("gap-y"),
  "column-gap": spacing("gap-x"),
  width: size("w", { axis: "w", keywords: { auto: "auto", ...sizeKeywords } }),
  height: size("h", { axis: "h", keywords: { auto: "auto", ...sizeKeywords } }),
  "min-width": size("min-w", { axis: "w", keywords: { auto: "auto", ...sizeKeywords } }),
  "min-height": size("min-h", { axis: "h", keywords: { auto: "auto", ...sizeKeywords } }),
  "max-width": size("max-w", { axis: "w", keywords: { none: "none", ...sizeKeywords }, named: k.containers }),
  "max-height": size("max-h", { axis: "h", keywords: { none: "none", ...sizeKeywords } }),
  "flex-direction": keywords(k.flexDirection),
  "flex-wrap": keywords(k.flexWrap),
  flex: keywords(k.flex),
  "flex-grow": integer("grow", { "1": "grow" }, false),
  "flex-shrink": integer("shrink", { "1": "shrink" }, false),
  order: integer("order"),
  "justify-content": keywords(k.justifyContent),
  "align-items": keywords(k.alignItems),
  "align-self": keywords(k.alignSelf),
  "align-content": keywords(k.alignContent),
  "text-align": keywords(k.textAlign),
  "font-size": remScale("text", k.fontSizes, "text-base", "length"),
  "font-weight": fontWeight,
  "font-style": keywords(k.fontStyle),
  "line-height": lineHeight,
  "letter-spacing": custom(
    "tracking-normal",
    (value) => k.letterSpacing[value.toLowerCase() as keyof typeof k.letterSpacing] ?? `tracking-${valueSuffix(value)}`,
  ),
  "text-decoration": keywords(k.textDecorationLine),
  "text-decoration-line": keywords(k.textDecorationLine),
  "text-transform": keywords(k.textTransform),
  "white-space": keywords(k.whiteSpace),
  color: color("text"),
  "background-color": color("bg"),
  "border-color": color("border"),
  "border-width": borderWidth("border"),
  "border-top-width": borderWidth("border-t"),
  "border-right-width": borderWidth("border-r"),
  "border-bottom-width": borderWidth("border-b"),
  "border-left-width": borderWidth("border-l"),
  "border-inline-width": borderWidth("border-x"),
  "border-block-width": borderWidth("border-y"),
  "border-style": keywords(k.borderStyle),
  "border-radius": remScale("rounded", k.radii, "rounded-none"),
  "border-top-left-radius": remScale("rounded-tl", k.radii, "rounded-tl-none"),
  "border-top-right-radius": remScale("rounded-tr", k.radii, "rounded-tr-none"),
  "border-bottom-right-radius": remScale("rounded-br", k.radii, "rounded-br-none"),
  "border-bottom-left-radius": remScale("rounded-bl", k.radii, "rounded-bl-none"),
  opacity,
  overflow: keywords(k.overflow("overflow")),
  "overflow-x": keywords(k.overflow("overflow-x")),
  "overflow-y": keywords(k.overflow("overflow-y")),
  cursor: keywords(k.cursor),
  "box-shadow": boxShadow,
  "object-fit": keywords(k.objectFit),
  "pointer-events": keywords(k.pointerEvents),
  "box-sizing": keywords(k.boxSizing),
  "user-select": keywords(k.userSelect),
};

/** `[property:value]`, which Tailwind compiles to that declaration as written. */
export function arbitraryProperty(property: string, value: string): string {
  return `[${kebabProperty(property)}:${arbitrary(value)}]`;
}

/** The Tailwind 4 class that sets `property: value` (property in kebab-case or camelCase). */
export function tailwindClassFor(property: string, value: string): string {
  const name = kebabProperty(property);
  const text = value.trim().replace(/\s+/g, " ");
  return utilities[name]?.convert(text) ?? arbitraryProperty(name, text);
}

/**
 * A class of the tailwind-merge group that sets `property` (p-0 for padding), or null for properties the
 * converter only writes as arbitrary properties. A class the probe overrides sets the same property.
 */
export function removalProbeFor(property: string): string | null {
  return utilities[kebabProperty(property)]?.probe ?? null;
}
