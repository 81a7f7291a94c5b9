// Style modifiers as Tailwind variants: breakpoints and dark mode first, then states (`md:hover:bg-white`).
import type { StyleModifier } from "../style-modifiers.ts";

const order: readonly StyleModifier[] = [
  "dark",
  "sm",
  "md",
  "lg",
  "xl",
  "2xl",
  "hover",
  "focus",
  "active",
  "disabled",
  "required",
  "invalid",
];

export function variantPrefix(modifiers: readonly StyleModifier[]): string {
  const unique = order.filter((modifier) => modifiers.includes(modifier));
  return unique.map((modifier) => `${modifier}:`).join("");
}

/** The class with the variants of the modifiers in front. */
export function withVariants(className: string, modifiers: readonly StyleModifier[]): string {
  return `${variantPrefix(modifiers)}${className}`;
}
