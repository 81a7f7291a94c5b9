import { describe, expect, it } from "vitest";

import type { FrameElementKey, NavTreeNode } from "@/lib/editor/frame/protocol";

import { sameKey, selectedNode, selectionIds } from "./selection";

const key = (codebaseId: string, uniquePath: string): FrameElementKey => ({
  codebaseId,
  storyboardId: "home",
  uniquePath,
});

const node = (element: FrameElementKey, children: NavTreeNode[] = []): NavTreeNode => ({
  name: "li",
  tempoElement: element,
  children,
  classList: [],
  directlySetClassList: [],
  props: {},
  literalChildren: [],
  pageBoundingBox: { pageX: 0, pageY: 0, width: 0, height: 0 },
  isComponent: false,
  scope: null,
  level: element.uniquePath.split("-").length - 1,
});

const [first, second] = [key("list-00000000-0_0", "0-0-0"), key("list-00000000-0_0", "0-0-1")];
const list = key("list-00000000-0", "0-0");
const tree = node(key("hookline-storyboard-top", "0"), [node(list, [node(first), node(second)])]);

describe("the screen's view of the selection", () => {
  it("tells copies of one source element apart by where they are on the page", () => {
    expect(sameKey(first, { ...first })).toBe(true);
    expect(sameKey(first, second)).toBe(false);
    expect(sameKey(first, null)).toBe(false);
    expect(sameKey(null, null)).toBe(false);
  });

  it("finds the selected element's node in the navigator tree, at any depth", () => {
    expect(selectedNode(tree, second)?.tempoElement).toEqual(second);
    expect(selectedNode(tree, list)?.children).toHaveLength(2);
    expect(selectedNode(tree, key("list-00000000-0_9", "0-0-9"))).toBeNull();
    expect(selectedNode(null, first)).toBeNull();
    expect(selectedNode(tree, null)).toBeNull();
  });

  it("acts on the multi-selection, else the selection, naming each source element once", () => {
    expect(selectionIds([first, second, list], first)).toEqual(["list-00000000-0_0", "list-00000000-0"]);
    expect(selectionIds([], second)).toEqual(["list-00000000-0_0"]);
    expect(selectionIds([], null)).toEqual([]);
  });
});
