// Styling with the style prop: camelCase entries set or removed in place; custom properties as quoted keys.
import type { JSXElement } from "@babel/types";

import { camelProperty } from "../../css-property-names.ts";
import { refuse } from "../../source/refuse.ts";
import { updateStyle } from "../../source/style-prop.ts";
import type { StyleModifier } from "../../style-modifiers.ts";
import type { Declaration } from "./declarations.ts";

export function styleInline(node: JSXElement, declarations: Declaration[], modifiers: readonly StyleModifier[]): void {
  if (modifiers.length > 0) {
    refuse(
      `Inline styles can't target hover, focus or breakpoints (${modifiers.join(", ")}); use Tailwind or CSS for that.`,
    );
  }
  // React's style object has no way to say !important.
  const important = declarations.find((declaration) => declaration.important);
  if (important) refuse(`Inline styles can't be !important (${important.property}); use Tailwind or CSS for that.`);
  updateStyle(node, new Map(declarations.map(({ property, value }) => [camelProperty(property), value])));
}
