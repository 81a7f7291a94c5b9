// Element keys of the framed page: an element's codebase id, the storyboard, and its unique path among the
// stamped elements (the nav tree's numbering: "0" is the storyboard, "0-2-1" the second child of its third child).
import { codebaseIdAttribute } from "../ids.ts";
import type { FrameElementKey } from "./protocol.ts";

/** The nearest element at or above `node` that carries a codebase id (the editor's unit of selection). */
export function stampedElementOf(node: Node | null): Element | null {
  let current: Node | null = node;
  while (current && current.nodeType !== 1) current = current.parentNode;
  const element = current as Element | null;
  return element?.closest(`[${codebaseIdAttribute}]`) ?? null;
}

function stampedParentOf(element: Element, root: Element): Element | null {
  const parent = element.parentElement?.closest(`[${codebaseIdAttribute}]`) ?? null;
  return parent && root.contains(parent) && parent !== root ? parent : null;
}

/** The position of `element` among the stamped elements whose nearest stamped ancestor is `parent` (or the root). */
function indexUnder(container: Element, element: Element): number {
  let index = 0;
  const walk = (node: Element): boolean => {
    for (const child of Array.from(node.children)) {
      if (child === element) return true;
      if (child.tagName === "IFRAME" && !child.hasAttribute(codebaseIdAttribute)) continue;
      if (child.hasAttribute(codebaseIdAttribute)) index += 1;
      else if (walk(child)) return true;
    }
    return false;
  };
  walk(container);
  return index;
}

export function keyOf(element: Element, root: Element, storyboardId: string): FrameElementKey | null {
  const codebaseId = element.getAttribute(codebaseIdAttribute);
  if (!codebaseId) return null;
  const chain: Element[] = [];
  for (let current: Element | null = element; current; current = stampedParentOf(current, root)) chain.unshift(current);
  const steps = chain.map((item, position) =>
    indexUnder(position === 0 ? root : (chain[position - 1] as Element), item),
  );
  return { codebaseId, storyboardId, uniquePath: ["0", ...steps].join("-") };
}

/** The element a key names, by walking its unique path; null when the page no longer has it. */
export function elementOf(key: FrameElementKey, root: Element): Element | null {
  const [, ...steps] = key.uniquePath.split("-").map(Number);
  let container: Element = root;
  let found: Element | null = null;
  for (const step of steps) {
    found = null;
    let index = 0;
    const walk = (node: Element): boolean => {
      for (const child of Array.from(node.children)) {
        if (child.tagName === "IFRAME" && !child.hasAttribute(codebaseIdAttribute)) continue;
        if (child.hasAttribute(codebaseIdAttribute)) {
          if (index === step) {
            found = child;
            return true;
          }
          index += 1;
        } else if (walk(child)) return true;
      }
      return false;
    };
    walk(container);
    if (!found) return null;
    container = found;
  }
  return found && (found as Element).getAttribute(codebaseIdAttribute) === key.codebaseId ? found : null;
}
