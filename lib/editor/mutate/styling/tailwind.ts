// Styling with Tailwind: each declaration becomes one class (with the modifiers as variants) that replaces the
// classes setting the same property under the same variants; custom properties go into the style prop, where the
// classes can read them (`bg-(--brand)`).
import type { JSXElement } from "@babel/types";

import { readClassName, splitClasses, writeClassName } from "../../source/class-names.ts";
import { updateStyle } from "../../source/style-prop.ts";
import type { StyleModifier } from "../../style-modifiers.ts";
import { removePropertyClasses, setPropertyClass } from "../../tailwind/class-list.ts";
import { tailwindClassFor } from "../../tailwind/convert.ts";
import { withVariants } from "../../tailwind/modifiers.ts";
import type { Declaration } from "./declarations.ts";

export function styleWithTailwind(
  node: JSXElement,
  declarations: Declaration[],
  modifiers: readonly StyleModifier[],
  customProperties: Declaration[],
): void {
  const original = splitClasses(readClassName(node));
  let classes = original;
  for (const { property, value, important } of declarations) {
    if (value === null) {
      classes = removePropertyClasses(classes, property, modifiers);
      continue;
    }
    // Tailwind 4 writes !important as a trailing `!`.
    const className = `${withVariants(tailwindClassFor(property, value), modifiers)}${important ? "!" : ""}`;
    classes = setPropertyClass(classes, property, modifiers, className);
  }
  if (classes.join(" ") !== original.join(" ")) writeClassName(node, classes.join(" "));
  if (customProperties.length > 0)
    updateStyle(node, new Map(customProperties.map(({ property, value }) => [property, value])));
}
