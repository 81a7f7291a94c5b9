// Builders for the converter's table: each reads one CSS value and answers the Tailwind 4 class, or null when
// the utility cannot say it (the caller then writes an arbitrary property such as `[font-size:inherit]`).
import {
  customPropertyOf,
  fractionOf,
  isColor,
  isPlainLength,
  parseLength,
  remOf,
  spacingStep,
  valueSuffix,
} from "./values.ts";

/** Converts one value; `probe` is a class of the same tailwind-merge group, used to find what sets the property. */
export type Utility = { convert: (value: string) => string | null; probe: string };

export function keywords(table: Record<string, string>): Utility {
  const probe = Object.values(table)[0] ?? "";
  return { probe, convert: (value) => table[value.toLowerCase()] ?? null };
}

type SpacingOptions = { negative?: boolean; auto?: boolean; fractions?: boolean };

/** Utilities on the spacing scale: padding, margin, gap, inset (`p-4`, `-mt-2`, `top-1/2`, `m-auto`). */
export function spacing(prefix: string, options: SpacingOptions = {}): Utility {
  return {
    probe: `${prefix}-0`,
    convert(value) {
      if (value === "auto") return options.auto ? `${prefix}-auto` : null;
      const fraction = options.fractions ? fractionOf(value.replace(/^-/, "")) : null;
      if (fraction) return `${value.startsWith("-") ? "-" : ""}${prefix}-${fraction}`;
      const length = parseLength(value);
      const step = length && isPlainLength(value) ? spacingStep(length) : null;
      if (length && step !== null && (length.amount >= 0 || options.negative))
        return `${length.amount < 0 ? "-" : ""}${prefix}-${step}`;
      return `${prefix}-${valueSuffix(value)}`;
    },
  };
}

type SizeOptions = { axis: "w" | "h"; keywords: Record<string, string>; named?: Record<number, string> };

const viewportUnits = { w: ["vw", "dvw", "svw", "lvw"], h: ["vh", "dvh", "svh", "lvh"] };

/** Width and height utilities: keywords, viewport sizes, fractions, the spacing scale and named container sizes. */
export function size(prefix: string, options: SizeOptions): Utility {
  return {
    probe: `${prefix}-0`,
    convert(value) {
      const keyword = options.keywords[value.toLowerCase()];
      if (keyword) return `${prefix}-${keyword}`;
      const length = parseLength(value);
      if (length?.amount === 100 && viewportUnits[options.axis].includes(length.unit)) {
        return `${prefix}-${length.unit === "vw" || length.unit === "vh" ? "screen" : length.unit}`;
      }
      const fraction = fractionOf(value);
      if (fraction) return `${prefix}-${fraction}`;
      const rem = length ? remOf(length) : null;
      const name = rem !== null && rem > 0 ? options.named?.[rem] : undefined;
      if (name) return `${prefix}-${name}`;
      const step = length && length.amount >= 0 && isPlainLength(value) ? spacingStep(length) : null;
      return `${prefix}-${step ?? valueSuffix(value)}`;
    },
  };
}

const colorKeywords: Record<string, string> = {
  transparent: "transparent",
  currentcolor: "current",
  inherit: "inherit",
  white: "white",
  "#fff": "white",
  "#ffffff": "white",
  black: "black",
  "#000": "black",
  "#000000": "black",
};

const cssWideKeywords = new Set(["initial", "unset", "revert", "revert-layer", "none", "auto"]);

/** Colour utilities (`text-`, `bg-`, `border-`): theme keywords, `(--x)`, or the colour in brackets. */
export function color(prefix: string): Utility {
  return {
    probe: `${prefix}-black`,
    convert(value) {
      const keyword = colorKeywords[value.toLowerCase()];
      if (keyword) return `${prefix}-${keyword}`;
      if (cssWideKeywords.has(value.toLowerCase())) return null;
      return `${prefix}-${valueSuffix(value, "color", isColor(value))}`;
    },
  };
}

/**
 * A scale of named steps keyed by their size in rem (font sizes, radii), else the length in brackets; `hint` is
 * the type hint a utility that also takes colours needs (`text-(length:--x)`).
 */
export function remScale(prefix: string, table: Record<number, string>, probe: string, hint?: string): Utility {
  return {
    probe,
    convert(value) {
      const length = parseLength(value);
      const rem = length && isPlainLength(value) ? remOf(length) : null;
      const name = rem === null ? undefined : table[rem];
      if (name) return `${prefix}-${name}`;
      if (customPropertyOf(value)) return `${prefix}-${valueSuffix(value, hint)}`;
      if (cssWideKeywords.has(value.toLowerCase()) || value.toLowerCase() === "inherit") return null;
      return `${prefix}-${valueSuffix(value, hint, isPlainLength(value))}`;
    },
  };
}

/** Border widths: `border` for 1px, `border-N` for whole pixels, else the length in brackets. */
export function borderWidth(prefix: string): Utility {
  return {
    probe: `${prefix}-0`,
    convert(value) {
      const length = parseLength(value);
      if (length?.amount === 0) return `${prefix}-0`;
      if (length?.unit === "px" && Number.isInteger(length.amount) && length.amount > 0)
        return length.amount === 1 ? prefix : `${prefix}-${length.amount}`;
      if (customPropertyOf(value)) return `${prefix}-${valueSuffix(value, "length")}`;
      return length && isPlainLength(value) && length.amount > 0 ? `${prefix}-${valueSuffix(value)}` : null;
    },
  };
}

/** Whole numbers as bare values (`z-10`, `-z-1`, `order-2`, `grow-2`), `(--x)`, else null. */
export function integer(prefix: string, table: Record<string, string> = {}, negative = true): Utility {
  return {
    probe: `${prefix}-0`,
    convert(value) {
      const keyword = table[value.toLowerCase()];
      if (keyword) return keyword;
      if (customPropertyOf(value)) return `${prefix}-${valueSuffix(value)}`;
      if (!/^-?\d+$/.test(value)) return null;
      const amount = Number(value);
      if (amount < 0 && !negative) return null;
      return `${amount < 0 ? "-" : ""}${prefix}-${Math.abs(amount)}`;
    },
  };
}
