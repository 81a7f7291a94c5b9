// Reading CSS values for the converter and writing them as Tailwind 4 value syntax: theme steps (`4`, `1/2`),
// custom properties (`(--x)`) and arbitrary values (`[13px]`).

export type Length = { amount: number; unit: string };

/** "16px" -> 16 px, "-1.5rem" -> -1.5 rem, "0" -> 0 with no unit; null for anything else. */
export function parseLength(value: string): Length | null {
  const match = /^(-?(?:\d+\.?\d*|\.\d+))([a-z%]*)$/i.exec(value.trim());
  if (!match?.[1]) return null;
  return { amount: Number(match[1]), unit: (match[2] ?? "").toLowerCase() };
}

/** The length in rem when it is in px or rem (16px = 1rem); 0 for a zero of any unit. */
export function remOf(length: Length): number | null {
  if (length.amount === 0) return 0;
  if (length.unit === "rem") return length.amount;
  if (length.unit === "px") return length.amount / 16;
  return null;
}

function nearly(a: number, b: number): boolean {
  return Math.abs(a - b) < 1e-6;
}

/**
 * The Tailwind 4 spacing step of a length (0.25rem each): "16px" -> "4", "1px" -> "px". Half steps are kept
 * (p-0.5, p-2.5) since Tailwind 4 accepts them; finer ones (13px) are not a step and give null.
 */
export function spacingStep(length: Length): string | null {
  if (length.amount === 0) return "0";
  if (length.unit === "px" && Math.abs(length.amount) === 1) return "px";
  const rem = remOf(length);
  if (rem === null) return null;
  const steps = Math.abs(rem) * 4;
  const halves = Math.round(steps * 2) / 2;
  return nearly(halves, steps) ? String(halves) : null;
}

const denominators = [2, 3, 4, 5, 6, 12];

/** "50%" -> "1/2", "33.3333%" -> "1/3", "100%" -> "full"; null when it is no simple fraction. */
export function fractionOf(value: string): string | null {
  const length = parseLength(value);
  if (!length || length.unit !== "%" || length.amount <= 0) return null;
  if (length.amount === 100) return "full";
  for (const denominator of denominators) {
    const numerator = (length.amount / 100) * denominator;
    if (Math.abs(numerator - Math.round(numerator)) < 0.01 && Math.round(numerator) > 0)
      return `${Math.round(numerator)}/${denominator}`;
  }
  return null;
}

/** The custom property a value is exactly (`var(--brand)` -> "--brand"); null otherwise (fallbacks included). */
export function customPropertyOf(value: string): string | null {
  return /^var\(\s*(--[A-Za-z0-9_-]+)\s*\)$/.exec(value.trim())?.[1] ?? null;
}

/** A value inside Tailwind's brackets: spaces become `_`, a literal `_` is escaped. */
export function arbitrary(value: string): string {
  let text = value.trim().replace(/\s+/g, " ");
  if (!/["']/.test(text)) text = text.replace(/\s*,\s*/g, ",");
  return text.replace(/_/g, "\\_").replace(/ /g, "_");
}

/**
 * The value part of a utility: `(--x)` for a custom property, `[…]` otherwise, with a type hint when the utility
 * reads several types (text- is a size or a colour) and the value does not say which by itself.
 */
export function valueSuffix(value: string, hint?: string, obvious = true): string {
  const custom = customPropertyOf(value);
  if (custom) return hint && hint !== "color" ? `(${hint}:${custom})` : `(${custom})`;
  return hint && !obvious ? `[${hint}:${arbitrary(value)}]` : `[${arbitrary(value)}]`;
}

const colorFunction = /^(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color|color-mix|light-dark)\(.+\)$/i;

export function isColor(value: string): boolean {
  const text = value.trim();
  return (
    /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(text) || colorFunction.test(text) || /^[a-z]+$/i.test(text)
  );
}

/** A plain length or percentage (what Tailwind and tailwind-merge both read as a size without a hint). */
export function isPlainLength(value: string): boolean {
  const length = parseLength(value);
  return length !== null && (length.unit !== "" || length.amount === 0);
}
