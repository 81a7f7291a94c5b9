// What the properties panel shows of the selected element: the stylesheet rules
// that match it, with the state and breakpoint modifiers they need, and its computed layout and typography.
import { editor } from "../../config/editor/page-editor.ts";
import type { CssRuleInfo } from "./protocol.ts";

const stateModifiers = editor.styleModifiers;
const statePattern = new RegExp(`:(${stateModifiers.join("|")})\\b`, "g");
const breakpointEntries = Object.entries(editor.breakpoints);
/** Dark mode as the project writes it (`&:is(.dark *)`), as Tailwind's default does, or as a `.dark` ancestor. */
const darkPattern = /:is\(\.dark \*\)|:where\(\.dark, ?\.dark \*\)|(?:^|\s)\.dark\s+/;

/** The breakpoint a media query starts at (`(width >= 48rem)` or `(min-width: 48rem)`), if it is one of ours. */
function breakpointOf(media: string): string | null {
  for (const [name, width] of breakpointEntries) {
    if (media.includes(`>= ${width}`) || media.includes(`min-width: ${width}`)) return name;
  }
  return null;
}

type Context = { media: string[]; applied: boolean };

function styleEntries(style: CSSStyleDeclaration): Record<string, string> {
  const entries: Record<string, string> = {};
  for (let index = 0; index < style.length; index += 1) {
    const property = style.item(index);
    entries[property] =
      `${style.getPropertyValue(property)}${style.getPropertyPriority(property) ? " !important" : ""}`;
  }
  return entries;
}

/**
 * One selector of a rule against the element. States (:hover…) are taken off to test the match and reported as
 * modifiers; `.dark` in front means dark mode. A selector the browser cannot read is skipped.
 */
function matchSelector(element: Element, selector: string): { modifiers: string[]; matchesNow: boolean } | null {
  const modifiers = [...selector.matchAll(statePattern)].map((match) => match[1] ?? "");
  const dark = darkPattern.test(selector);
  const plain = selector.replace(statePattern, "").replace(darkPattern, " ").trim();
  try {
    if (!element.matches(plain || "*")) return null;
    if (dark) modifiers.push("dark");
    return {
      modifiers,
      matchesNow: modifiers.length === 0 || (modifiers.length === 1 && dark && element.matches(selector)),
    };
  } catch {
    return null;
  }
}

function collect(
  element: Element,
  rules: CSSRuleList,
  context: Context,
  codebaseId: string | null,
  out: CssRuleInfo[],
): void {
  for (const rule of Array.from(rules)) {
    if (rule instanceof CSSMediaRule) {
      const view = element.ownerDocument.defaultView;
      const matches = view?.matchMedia ? view.matchMedia(rule.media.mediaText).matches : true;
      collect(
        element,
        rule.cssRules,
        { media: [...context.media, rule.media.mediaText], applied: context.applied && matches },
        codebaseId,
        out,
      );
      continue;
    }
    // @layer (Tailwind puts its utilities in one), @supports and @container blocks hold style rules too.
    if (!(rule instanceof CSSStyleRule)) {
      if ("cssRules" in rule) collect(element, (rule as CSSGroupingRule).cssRules, context, codebaseId, out);
      continue;
    }
    for (const selector of rule.selectorText.split(",").map((part) => part.trim())) {
      const matched = matchSelector(element, selector);
      if (!matched) continue;
      const modifiers = [
        ...matched.modifiers,
        ...context.media.map(breakpointOf).filter((name): name is string => name !== null),
      ];
      out.push({
        selector,
        styles: styleEntries(rule.style),
        applied: context.applied && matched.matchesNow,
        // Only a rule that styles this one class alone can be changed or removed without touching other elements.
        removable: /^\.[A-Za-z_-][\w-]*$/.test(selector.replace(statePattern, "")),
        allowChanges: /^\.[A-Za-z_-][\w-]*$/.test(selector.replace(statePattern, "")),
        inherited: false,
        modifiers,
        cssText: rule.cssText,
        codebaseId,
      });
    }
  }
}

/** A rule for every element (Tailwind's reset: `*, ::before, ::after`, `:root`, `html`), not for this one. */
function isUniversal(selector: string): boolean {
  return /^(?:\*|html|body|:root|:host)$/.test(selector.replace(/::?[\w-]+(?:\([^)]*\))?/g, "").trim() || "*");
}

/**
 * The rules of the page's stylesheets that match the element: its own first, then the ones for every element, each
 * group in stylesheet order; unreadable sheets are skipped.
 */
export function matchingRules(element: Element, codebaseId: string | null): CssRuleInfo[] {
  const out: CssRuleInfo[] = [];
  for (const sheet of Array.from(element.ownerDocument.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // another origin's stylesheet
    }
    collect(element, rules, { media: [], applied: true }, codebaseId, out);
  }
  return [...out.filter((rule) => !isUniversal(rule.selector)), ...out.filter((rule) => isUniversal(rule.selector))];
}

/** The element's computed layout and typography (about 70 properties), and its parent's display and direction. */
export function computedStylesOf(element: Element): {
  styles: Record<string, string>;
  parent: { display: string; flexDirection: string } | null;
} {
  const view = element.ownerDocument.defaultView;
  if (!view) return { styles: {}, parent: null };
  const computed = view.getComputedStyle(element);
  const styles: Record<string, string> = {};
  for (const property of editor.computedProperties) styles[property] = computed.getPropertyValue(property);
  const parentElement = element.parentElement;
  if (!parentElement) return { styles, parent: null };
  const parent = view.getComputedStyle(parentElement);
  return {
    styles,
    parent: { display: parent.getPropertyValue("display"), flexDirection: parent.getPropertyValue("flex-direction") },
  };
}
