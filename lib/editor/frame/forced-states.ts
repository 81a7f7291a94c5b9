// Forced states: the editor shows :hover, :focus… styles of the selected element without the pointer or
// focus being there. The element gets a `tempo-force-<state>` class, and a stylesheet repeats each state rule of
// the page for that class. Only the selected element is ever forced; everything else is cleared first.
import { editor } from "../../config/editor/page-editor.ts";

const prefix = editor.forcedStateClassPrefix;
export const forcedStatesStyleAttribute = "data-hookline-forced-states";

/** `.hover\:underline:hover` → `.hover\:underline.tempo-force-hover`, for each state the selector uses. */
export function forcedSelector(selector: string, states: readonly string[]): string | null {
  let forced = selector;
  for (const state of states) forced = forced.replace(new RegExp(`:${state}(?![\\w-])`, "g"), `.${prefix}${state}`);
  return forced === selector ? null : forced;
}

function collect(rules: CSSRuleList, states: readonly string[], out: string[]): void {
  for (const rule of Array.from(rules)) {
    if ("selectorText" in rule && "style" in rule) {
      const styleRule = rule as CSSStyleRule;
      const selector = forcedSelector(styleRule.selectorText, states);
      if (selector && styleRule.style.cssText) out.push(`${selector} { ${styleRule.style.cssText} }`);
    }
    // Media queries such as Tailwind's `(hover: hover)` and nested rules: their state rules count too.
    if ("cssRules" in rule) collect((rule as CSSGroupingRule).cssRules, states, out);
  }
}

/** The page's state rules, rewritten for the forced-state classes. Stylesheets of other origins are skipped. */
export function forcedStatesCss(document: Document, states: readonly string[]): string {
  const out: string[] = [];
  if (states.length === 0) return "";
  for (const sheet of Array.from(document.styleSheets)) {
    if (sheet.ownerNode instanceof Element && sheet.ownerNode.hasAttribute(forcedStatesStyleAttribute)) continue;
    try {
      collect(sheet.cssRules, states, out);
    } catch {
      continue;
    }
  }
  return out.join("\n");
}

/** Clears every forced state on the page, then forces `states` on `element` alone. */
export function forceStates(document: Document, element: Element | null, states: readonly string[]): void {
  for (const forced of Array.from(document.querySelectorAll(`[class*="${prefix}"]`))) {
    for (const name of Array.from(forced.classList)) if (name.startsWith(prefix)) forced.classList.remove(name);
  }
  let style = document.querySelector(`style[${forcedStatesStyleAttribute}]`);
  const allowed = states.filter((state) => (editor.styleModifiers as readonly string[]).includes(state));
  if (!element || allowed.length === 0) {
    style?.remove();
    return;
  }
  if (!style) {
    style = document.createElement("style");
    style.setAttribute(forcedStatesStyleAttribute, "");
    document.head.append(style);
  }
  style.textContent = forcedStatesCss(document, allowed);
  for (const state of allowed) element.classList.add(`${prefix}${state}`);
}
