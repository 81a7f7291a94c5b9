// A class change that changes nothing on screen is said, not silent: the element's computed style before and after
// the new classes are compared, and the classes they lose to are named.
import { twMerge } from "tailwind-merge";

import { matchingRules } from "./css-rules.ts";

/** Added classes that left the element's computed style as it was, and the element's classes that beat them. */
export type NoEffect = { added: string[]; winners: string[] };

export type StyleSnapshot = Record<string, string>;

/** Transitions and animations only say how a value moves; custom properties show only through the properties that use them. */
function ignored(property: string): boolean {
  return property.startsWith("--") || property.startsWith("transition") || property.startsWith("animation");
}

/** Every computed property of the element, as a plain object. */
export function styleSnapshot(element: Element): StyleSnapshot {
  const view = element.ownerDocument.defaultView;
  const snapshot: StyleSnapshot = {};
  if (!view) return snapshot;
  const style = view.getComputedStyle(element);
  for (let index = 0; index < style.length; index += 1) {
    const property = style.item(index);
    if (!ignored(property)) snapshot[property] = style.getPropertyValue(property);
  }
  return snapshot;
}

/** The properties whose value differs between two snapshots (present in either). */
export function changedProperties(before: StyleSnapshot, after: StyleSnapshot): string[] {
  const properties = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...properties].filter((property) => !ignored(property) && before[property] !== after[property]);
}

/** The current classes that the added ones conflict with: those Tailwind merge drops when the added come last. */
export function conflictingClasses(current: readonly string[], added: readonly string[]): string[] {
  const kept = new Set(twMerge([...current, ...added].join(" ")).split(/\s+/));
  return current.filter((name) => !added.includes(name) && !kept.has(name));
}

function escapeClass(name: string): string {
  return name.replace(/[^\w-]/g, (character) => `\\${character}`);
}

/**
 * The added classes that style this element now: a rule with the class applies to it as it is (no state, pseudo
 * element or other media needed). Only those can be judged; a class the stylesheet does not have yet (Tailwind
 * writes it once the source has it) or one for children or a hover state may well show later.
 */
export function judgeableClasses(element: Element, added: readonly string[]): string[] {
  const applied = matchingRules(element, null).filter((rule) => rule.applied);
  return added.filter((name) => {
    const token = new RegExp(`\\.${escapeClass(escapeClass(name))}(?![\\w-]|\\\\)`);
    return applied.some((rule) => token.test(rule.selector));
  });
}

/**
 * Null when the change showed, or when nothing could be judged; else the added classes that show nothing and
 * their winners. `current` is the element's classes before the change.
 */
export function noEffectOf(
  before: StyleSnapshot,
  after: StyleSnapshot,
  current: readonly string[],
  judged: readonly string[],
): NoEffect | null {
  if (judged.length === 0 || changedProperties(before, after).length > 0) return null;
  return { added: [...judged], winners: conflictingClasses(current, judged) };
}
