// What the properties panel shows of the selected element, as messages to the editor.
import { editor } from "../../config/editor/page-editor.ts";
import { computedStylesOf, matchingRules } from "./css-rules.ts";
import type { FrameElementKey, FrameMessage } from "./protocol.ts";

/** The element's matching CSS rules, computed styles and classes (without the editor's forced-state classes). */
export function selectionDetails(element: Element, key: FrameElementKey): FrameMessage[] {
  return [
    { type: "processedCssRules", key, rules: matchingRules(element, key.codebaseId) },
    { type: "cssEvals", key, ...computedStylesOf(element) },
    {
      type: "classList",
      key,
      classList: Array.from(element.classList).filter((name) => !name.startsWith(editor.forcedStateClassPrefix)),
    },
  ];
}
