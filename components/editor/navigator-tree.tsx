"use client";

import { useMemo, useState } from "react";

import { editableNavTree } from "@/lib/editor/frame/nav-filter";
import type { FrameElementKey, NavTreeNode } from "@/lib/editor/frame/protocol";
import { cn } from "@/lib/utils";

import { sameKey } from "./selection";

type Props = {
  tree: NavTreeNode | null;
  selected: FrameElementKey | null;
  multiSelected: FrameElementKey[];
  onSelect: (key: FrameElementKey) => void;
  onHover: (key: FrameElementKey | null) => void;
};

/**
 * The page's elements as the frame last reported them; a click selects in the frame too. Scripts, styles and the
 * shapes inside an <svg> are left out until "Show all" asks for them.
 */
export function NavigatorTree({ tree: reported, selected, multiSelected, onSelect, onHover }: Props) {
  const [showAll, setShowAll] = useState(false);
  const filtered = useMemo(() => (reported ? editableNavTree(reported) : null), [reported]);
  const tree = showAll ? reported : (filtered?.tree ?? null);
  const hidden = filtered?.hidden ?? 0;
  return (
    <nav aria-label="Navigator" className="min-h-0 overflow-auto p-2 text-sm">
      <div className="mb-1 flex items-center justify-between gap-2">
        <h2 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Navigator</h2>
        {hidden > 0 ? (
          <label className="flex min-h-6 items-center gap-1 text-xs text-muted-foreground">
            <input
              type="checkbox"
              checked={showAll}
              onChange={(event) => setShowAll(event.target.checked)}
              className="size-3.5 accent-primary"
            />
            Show all ({hidden} more)
          </label>
        ) : null}
      </div>
      {tree && tree.children.length > 0 ? (
        <ul role="tree" aria-label="Page elements" onMouseLeave={() => onHover(null)}>
          {tree.children.map((node) => (
            <TreeItem
              key={node.tempoElement.uniquePath}
              node={node}
              selected={selected}
              multiSelected={multiSelected}
              onSelect={onSelect}
              onHover={onHover}
            />
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground">The page&apos;s elements appear here once the preview has loaded.</p>
      )}
    </nav>
  );
}

function TreeItem({ node, selected, multiSelected, onSelect, onHover }: Omit<Props, "tree"> & { node: NavTreeNode }) {
  const isSelected = sameKey(node.tempoElement, selected);
  const inSelection = isSelected || multiSelected.some((key) => sameKey(key, node.tempoElement));
  const text = node.literalChildren.join(" ");
  return (
    <li role="treeitem" aria-selected={inSelection} aria-expanded={node.children.length > 0 ? true : undefined}>
      <button
        type="button"
        className={cn(
          "flex w-full items-center gap-1 truncate rounded px-1 py-0.5 text-left hover:bg-accent",
          isSelected && "bg-primary text-primary-foreground hover:bg-primary",
          !isSelected && inSelection && "bg-accent",
        )}
        style={{ paddingLeft: `${(node.level - 1) * 12 + 4}px` }}
        onClick={() => onSelect(node.tempoElement)}
        onMouseEnter={() => onHover(node.tempoElement)}
        onFocus={() => onHover(node.tempoElement)}
        data-codebase-id-ref={node.tempoElement.codebaseId}
      >
        <span className={cn("font-mono", node.isComponent && "text-blue-700", isSelected && "text-inherit")}>
          {node.name}
        </span>
        {text ? <span className="truncate opacity-70">{text}</span> : null}
      </button>
      {node.children.length > 0 ? (
        <ul role="group">
          {node.children.map((child) => (
            <TreeItem
              key={child.tempoElement.uniquePath}
              node={child}
              selected={selected}
              multiSelected={multiSelected}
              onSelect={onSelect}
              onHover={onHover}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
