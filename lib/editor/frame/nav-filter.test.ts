import { describe, expect, it } from "vitest";

import { editableNavTree } from "./nav-filter";
import type { NavTreeNode } from "./protocol";

const node = (name: string, children: NavTreeNode[] = []): NavTreeNode => ({
  name,
  tempoElement: { codebaseId: name, storyboardId: "s", uniquePath: name },
  children,
  classList: [],
  directlySetClassList: [],
  props: {},
  literalChildren: [],
  pageBoundingBox: { pageX: 0, pageY: 0, width: 0, height: 0 },
  isComponent: /^[A-Z]/.test(name),
  scope: null,
  level: 1,
});
const names = (tree: NavTreeNode): string[] => [tree.name, ...tree.children.flatMap(names)];

describe("the navigator's default tree", () => {
  it("leaves out scripts, styles and templates, and the shapes inside an svg, counting what it left out", () => {
    const page = node("storyboard", [
      node("main", [
        node("h1"),
        node("script"),
        node("svg", [node("g", [node("path"), node("path")]), node("circle")]),
        node("Button", [node("a")]),
      ]),
      node("style"),
      node("template", [node("div")]),
    ]);
    const { tree, hidden } = editableNavTree(page);
    expect(names(tree)).toEqual(["storyboard", "main", "h1", "svg", "Button", "a"]);
    expect(hidden).toBe(1 + 4 + 1 + 2);
  });

  it("keeps a tree without plumbing as it is", () => {
    const page = node("storyboard", [node("section", [node("p")])]);
    expect(editableNavTree(page)).toEqual({ tree: page, hidden: 0 });
  });
});
