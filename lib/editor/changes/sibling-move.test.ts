import { describe, expect, it } from "vitest";

import type { NavTreeNode } from "../frame/protocol.ts";
import { siblingMove } from "./sibling-move.ts";

const node = (codebaseId: string, uniquePath: string, children: NavTreeNode[] = []): NavTreeNode => ({
  name: "div",
  tempoElement: { codebaseId, storyboardId: "home", uniquePath },
  children,
  classList: [],
  directlySetClassList: [],
  props: {},
  literalChildren: [],
  pageBoundingBox: { pageX: 0, pageY: 0, width: 0, height: 0 },
  isComponent: false,
  scope: null,
  level: uniquePath.split("-").length - 1,
});

const [title, first, second, last] = [
  node("page-00000000-0_0", "0-0-0"),
  node("page-00000000-0_1_0", "0-0-1"),
  node("page-00000000-0_1_0", "0-0-2"),
  node("page-00000000-0_2", "0-0-3"),
];
const section = node("page-00000000-0", "0-0", [title, first, second, last]);
const tree = node("hookline-storyboard-top", "0", [section]);

describe("moving the selection among its siblings", () => {
  it("goes before the previous sibling, or after the next, inside the same parent", () => {
    expect(siblingMove(tree, last.tempoElement, "up")?.changeFields).toEqual({
      codebaseIdToMove: "page-00000000-0_2",
      codebaseIdToMoveTo: "page-00000000-0",
      beforeCodebaseId: "page-00000000-0_1_0",
      afterCodebaseId: null,
      expectedCurrentParentCodebaseId: null,
    });
    expect(siblingMove(tree, title.tempoElement, "down")?.changeFields).toMatchObject({
      codebaseIdToMove: "page-00000000-0_0",
      afterCodebaseId: "page-00000000-0_1_0",
      beforeCodebaseId: null,
    });
  });

  it("treats copies rendered from one source element as one place", () => {
    expect(siblingMove(tree, first.tempoElement, "down")?.changeFields).toMatchObject({
      afterCodebaseId: "page-00000000-0_2",
    });
    expect(siblingMove(tree, second.tempoElement, "up")?.changeFields).toMatchObject({
      beforeCodebaseId: "page-00000000-0_0",
    });
  });

  it("does nothing at either end, at the top of the page, or without a tree", () => {
    expect(siblingMove(tree, title.tempoElement, "up")).toBeNull();
    expect(siblingMove(tree, last.tempoElement, "down")).toBeNull();
    expect(siblingMove(tree, section.tempoElement, "up")).toBeNull();
    expect(siblingMove(null, title.tempoElement, "up")).toBeNull();
  });
});
