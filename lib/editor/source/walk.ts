// A small depth-first walk over Babel nodes that reports where each node sits (parent, key, index), which the
// structural operations need to replace or remove it.
import { VISITOR_KEYS, type Node } from "@babel/types";

export type Slot = { parent: Node; key: string; index: number | null };

type Visitor = (node: Node, slot: Slot | null, ancestors: readonly Node[]) => void | "skip";

export function walk(root: Node, visit: Visitor): void {
  const ancestors: Node[] = [];
  const step = (node: Node, slot: Slot | null) => {
    if (visit(node, slot, ancestors) === "skip") return;
    ancestors.push(node);
    for (const key of VISITOR_KEYS[node.type] ?? []) {
      const value: unknown = (node as unknown as Record<string, unknown>)[key];
      if (Array.isArray(value)) {
        value.forEach((child: unknown, index) => {
          if (isNode(child)) step(child, { parent: node, key, index });
        });
      } else if (isNode(value)) {
        step(value, { parent: node, key, index: null });
      }
    }
    ancestors.pop();
  };
  step(root, null);
}

function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string";
}

/** The node's container array and position, when it sits in one (JSX children, statement lists). */
export function siblingsOf(slot: Slot): Node[] | null {
  const container: unknown = (slot.parent as unknown as Record<string, unknown>)[slot.key];
  return Array.isArray(container) ? (container as Node[]) : null;
}

/** Puts `replacement` where `slot` points. */
export function replaceAt(slot: Slot, replacement: Node): void {
  const siblings = siblingsOf(slot);
  if (siblings && slot.index !== null) siblings[slot.index] = replacement;
  else (slot.parent as unknown as Record<string, unknown>)[slot.key] = replacement;
}
