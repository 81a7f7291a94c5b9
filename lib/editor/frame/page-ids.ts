// The codebase ids the framed page's elements carry.
import { codebaseIdAttribute } from "../ids.ts";

/** Every codebase id on an element under `root`, once each. */
export function codebaseIdsIn(root: ParentNode): string[] {
  return [
    ...new Set(
      Array.from(
        root.querySelectorAll(`[${codebaseIdAttribute}]`),
        (element) => element.getAttribute(codebaseIdAttribute) ?? "",
      ),
    ),
  ].filter(Boolean);
}
