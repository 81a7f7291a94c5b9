// A class change that changes nothing on screen is said, not silent: the element's computed style before and after
// the new classes are compared, and the classes they lose to are named.
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

function escapeClass(name: string): string {
  return name.replace(/[^\w-]/g, (character) => `\\${character}`);
}

/** Whether a selector names the class (as the stylesheet escapes it: `.md\:text-base`). */
function namesClass(selector: string, name: string): boolean {
  return new RegExp(`\\.${escapeClass(escapeClass(name))}(?![\\w-]|\\\\)`).test(selector);
}

/** A selector's specificity as one comparable number: ids, then classes, attributes and states, then tags. */
function specificity(selector: string): number {
  const plain = selector.replace(/:where\([^)]*\)/g, "").replace(/\\./g, "_");
  const ids = plain.match(/#[\w-]+/g)?.length ?? 0;
  const classes = plain.match(/\.[\w-]+|\[[^\]]*\]|:(?!:)[\w-]+/g)?.length ?? 0;
  const tags = plain.match(/(?:^|[\s>+~(])[a-z][\w-]*/gi)?.length ?? 0;
  return ids * 10_000 + classes * 100 + tags;
}

/**
 * The element's classes whose rules win, now, a property that the added classes set: for each such property, the
 * rule that applies to the element and beats the others (!important, then specificity, then the later one), when
 * that rule belongs to one of the element's other classes. A winner that is no class of the element (a
 * component's stylesheet, say) is not named.
 */
export function winningClasses(element: Element, current: readonly string[], added: readonly string[]): string[] {
  const rules = matchingRules(element, null)
    .filter((rule) => rule.applied)
    .map((rule, order) => ({ ...rule, order }));
  const properties = new Set(
    rules
      .filter((rule) => added.some((name) => namesClass(rule.selector, name)))
      .flatMap((rule) => Object.keys(rule.styles)),
  );
  const winners = new Set<string>();
  for (const property of properties) {
    const rank = (rule: (typeof rules)[number]) =>
      [rule.styles[property]?.endsWith("!important") ? 1 : 0, specificity(rule.selector), rule.order] as const;
    const best = rules
      .filter((rule) => property in rule.styles)
      .reduce<(typeof rules)[number] | null>((winner, rule) => {
        if (!winner) return rule;
        const [a, b] = [rank(rule), rank(winner)];
        return a[0] !== b[0] ? (a[0] > b[0] ? rule : winner) : a[1] !== b[1] ? (a[1] > b[1] ? rule : winner) : rule;
      }, null);
    const owner = best ? current.find((name) => !added.includes(name) && namesClass(best.selector, name)) : undefined;
    if (owner) winners.add(owner);
  }
  return current.filter((name) => winners.has(name));
}

/**
 * The added classes that style this element now: a rule with the class applies to it as it is (no state, pseudo
 * element or other media needed). Only those can be judged; a class the stylesheet does not have yet (Tailwind
 * writes it once the source has it) or one for children or a hover state may well show later.
 */
export function judgeableClasses(element: Element, added: readonly string[]): string[] {
  const applied = matchingRules(element, null).filter((rule) => rule.applied);
  return added.filter((name) => applied.some((rule) => namesClass(rule.selector, name)));
}

/**
 * Null when the change showed, or when nothing could be judged; else the added classes that show nothing and
 * their winners (`winners`: the element's classes whose rules beat them, as the page's stylesheets say).
 */
export function noEffectOf(
  before: StyleSnapshot,
  after: StyleSnapshot,
  judged: readonly string[],
  winners: readonly string[],
): NoEffect | null {
  if (judged.length === 0 || changedProperties(before, after).length > 0) return null;
  return { added: [...judged], winners: [...winners] };
}
