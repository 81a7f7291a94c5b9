// What the navigator lists by default: the elements an owner edits. Scripts, styles, templates and the shapes
// inside an <svg> are the page's plumbing (hundreds of nodes on the landing page); a toggle shows them.
import type { NavTreeNode } from "./protocol.ts";

const plumbing: ReadonlySet<string> = new Set(["script", "style", "template", "noscript", "link", "meta"]);

/** The tree without plumbing (the <svg> stays, without its shapes), and how many nodes were left out. */
export function editableNavTree(tree: NavTreeNode): { tree: NavTreeNode; hidden: number } {
  let hidden = 0;
  const count = (node: NavTreeNode): number => 1 + node.children.reduce((sum, child) => sum + count(child), 0);
  const prune = (node: NavTreeNode): NavTreeNode => {
    if (node.name === "svg") {
      hidden += count(node) - 1;
      return { ...node, children: [] };
    }
    const children: NavTreeNode[] = [];
    for (const child of node.children) {
      if (plumbing.has(child.name)) hidden += count(child);
      else children.push(prune(child));
    }
    return { ...node, children };
  };
  return { tree: prune(tree), hidden };
}
