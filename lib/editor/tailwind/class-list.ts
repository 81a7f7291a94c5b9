// Setting and removing one CSS property in a Tailwind class list, for one set of variants. A class "sets the
// property" when tailwind-merge lets a probe of the property's group (or the new class) override it: p-0 overrides
// p-2, px-4 and pl-1 but not hover:p-2 or text-lg. Each class is tested on its own, so unrelated classes
// (even conflicting ones) stay as written and in place.
import { twMerge } from "tailwind-merge";

import { kebabProperty } from "../css-property-names.ts";
import type { StyleModifier } from "../style-modifiers.ts";
import { removalProbeFor } from "./convert.ts";
import { withVariants } from "./modifiers.ts";

function overrides(later: string, earlier: string): boolean {
  return twMerge(earlier, later) === later;
}

function settersOf(
  property: string,
  modifiers: readonly StyleModifier[],
  extra: string | null,
): (token: string) => boolean {
  const name = kebabProperty(property);
  const probe = removalProbeFor(name);
  const probes = [extra, probe && withVariants(probe, modifiers), withVariants(`[${name}:0]`, modifiers)].filter(
    (value): value is string => Boolean(value),
  );
  // tailwind-merge lets text-* override leading-* (Tailwind 4 font sizes carry a line height), but a leading-*
  // class still wins over it in the stylesheet, so setting a font size keeps it.
  const leading = name === "font-size" ? withVariants("leading-none", modifiers) : null;
  return (token) => probes.some((candidate) => overrides(candidate, token)) && !(leading && overrides(leading, token));
}

/** The classes with every class that sets `property` under exactly these modifiers removed. */
export function removePropertyClasses(
  classes: readonly string[],
  property: string,
  modifiers: readonly StyleModifier[],
): string[] {
  const sets = settersOf(property, modifiers, null);
  return classes.filter((token) => !sets(token));
}

/**
 * The classes with `className` (already carrying its variants) in place of the classes that set `property` under
 * these modifiers: it takes the place of the first of them, or goes last.
 */
export function setPropertyClass(
  classes: readonly string[],
  property: string,
  modifiers: readonly StyleModifier[],
  className: string,
): string[] {
  const sets = settersOf(property, modifiers, className);
  const first = classes.findIndex(sets);
  const kept = classes.filter((token) => !sets(token));
  if (first < 0) return [...kept, className];
  const before = classes.slice(0, first).filter((token) => !sets(token)).length;
  return [...kept.slice(0, before), className, ...kept.slice(before)];
}
