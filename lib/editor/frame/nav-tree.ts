// The navigator tree of the framed page, built from the stamped DOM in slices of about
// 10 ms per animation frame, so a large page never blocks the frame for long.
import { editor } from "../../config/editor/page-editor.ts";
import { codebaseIdAttribute, storyboardElementKey } from "../ids.ts";
import type { FrameElementKey, NavTreeNode } from "./protocol.ts";

/** What the side index knows of an id: the tag as written (Link, not a) and the component it sits in. */
export type SourceNames = {
  get(codebaseId: string): { tagName: string; componentName: string | null; props?: NavTreeNode["props"] } | undefined;
};

export type SliceOptions = {
  storyboardId: string;
  names?: SourceNames;
  budgetMs?: number;
  now?: () => number;
  /** Runs the next slice (requestAnimationFrame in the browser). */
  nextFrame?: (callback: () => void) => void;
  signal?: AbortSignal;
};

const skippedAttributes = new Set(["class", "style", codebaseIdAttribute]);

function nodeFor(element: Element, key: FrameElementKey, level: number, names: SourceNames | undefined): NavTreeNode {
  const source = names?.get(key.codebaseId);
  const name = source?.tagName ?? element.tagName.toLowerCase();
  // The props as written in the source when the side index knows them, else the attributes the page rendered.
  const props: NavTreeNode["props"] = { ...source?.props };
  if (!source?.props) {
    for (const attribute of Array.from(element.attributes)) {
      if (!skippedAttributes.has(attribute.name)) props[attribute.name] = { value: attribute.value, type: "LITERAL" };
    }
  }
  const literalChildren = Array.from(element.childNodes)
    .filter((child) => child.nodeType === 3 && (child.textContent ?? "").trim() !== "")
    .map((child) => (child.textContent ?? "").trim());
  const box = element.getBoundingClientRect();
  const view = element.ownerDocument.defaultView;
  const classList = Array.from(element.classList).filter((name) => !name.startsWith(editor.forcedStateClassPrefix));
  return {
    name,
    tempoElement: key,
    children: [],
    classList,
    directlySetClassList: classList,
    props,
    literalChildren,
    pageBoundingBox: {
      pageX: box.left + (view?.scrollX ?? 0),
      pageY: box.top + (view?.scrollY ?? 0),
      width: box.width,
      height: box.height,
    },
    isComponent: /^[A-Z]/.test(name) || name.includes("."),
    scope: source?.componentName ?? null,
    level,
  };
}

/**
 * Walks the page under `root` depth first. Every element with a codebase id becomes a node under the nearest
 * such ancestor (the storyboard at the top); an iframe without a codebase id is left out with everything in it.
 * Resolves with the tree, or null when the signal aborts (a newer build replaces this one).
 */
export function buildNavTree(root: Element, options: SliceOptions): Promise<NavTreeNode | null> {
  const { storyboardId, names, budgetMs = editor.navTreeBudgetMs, signal } = options;
  const now = options.now ?? (() => performance.now());
  const nextFrame = options.nextFrame ?? ((callback) => requestAnimationFrame(callback));
  const top = storyboardElementKey(storyboardId);
  const tree: NavTreeNode = {
    ...nodeFor(root, top, 0, undefined),
    name: "storyboard",
    props: {},
    literalChildren: [],
    classList: [],
    directlySetClassList: [],
  };
  const stack: { element: Element; parent: NavTreeNode }[] = Array.from(root.children)
    .reverse()
    .map((element) => ({ element, parent: tree }));

  return new Promise((resolve) => {
    const slice = () => {
      if (signal?.aborted) return resolve(null);
      const start = now();
      while (stack.length > 0) {
        const next = stack.pop();
        if (!next) break;
        const { element, parent } = next;
        const id = element.getAttribute(codebaseIdAttribute);
        if (element.tagName === "IFRAME" && !id) continue;
        let holder = parent;
        if (id) {
          const key = {
            codebaseId: id,
            storyboardId,
            uniquePath: `${parent.tempoElement.uniquePath}-${parent.children.length}`,
          };
          holder = nodeFor(element, key, parent.level + 1, names);
          parent.children.push(holder);
        }
        for (let index = element.children.length - 1; index >= 0; index -= 1) {
          const child = element.children[index];
          if (child) stack.push({ element: child, parent: holder });
        }
        if (now() - start >= budgetMs) break;
      }
      if (stack.length === 0) resolve(tree);
      else nextFrame(slice);
    };
    slice();
  });
}

/**
 * Callbacks waiting for the next tree (e.g. "scroll the selected node into view"): after a rebuild they run only
 * if the selection is still the one they were stored for.
 */
export class RebuildCallbacks {
  private waiting: { selection: string | null; callback: () => void }[] = [];

  add(selection: FrameElementKey | null, callback: () => void): void {
    this.waiting.push({ selection: selection ? keyString(selection) : null, callback });
  }

  /** Runs the callbacks stored for the current selection and drops all of them. */
  rebuilt(selection: FrameElementKey | null): void {
    const current = selection ? keyString(selection) : null;
    const waiting = this.waiting;
    this.waiting = [];
    for (const entry of waiting) if (entry.selection === current) entry.callback();
  }
}

export function keyString(key: FrameElementKey): string {
  return `${key.storyboardId}/${key.codebaseId}/${key.uniquePath}`;
}
