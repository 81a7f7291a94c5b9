// @vitest-environment jsdom
import { describe, expect, it } from "vitest";

import { elementOf, keyOf, stampedElementOf } from "./element-keys.ts";
import { buildNavTree } from "./nav-tree.ts";
import type { NavTreeNode } from "./protocol.ts";

function flatten(node: NavTreeNode): NavTreeNode[] {
  return [node, ...node.children.flatMap(flatten)];
}

describe("element keys in the frame", () => {
  it("number elements exactly as the nav tree does, and find them again", async () => {
    const root = document.createElement("div");
    root.innerHTML = `
      <section data-codebase-id="a-00000000-0"><h1 data-codebase-id="a-00000000-0_0">Title <b>bold</b></h1>
        <div><p data-codebase-id="a-00000000-0_1">One</p><iframe><p data-codebase-id="x-00000000-0">no</p></iframe></div>
        <ul data-codebase-id="l-00000000-0"><li data-codebase-id="l-00000000-0_0">1</li><li data-codebase-id="l-00000000-0_0">2</li></ul>
      </section>
      <footer data-codebase-id="a-00000000-1">End</footer>`;
    document.body.append(root);
    const tree = await buildNavTree(root, { storyboardId: "home" });
    if (!tree) throw new Error("no tree");
    for (const node of flatten(tree).slice(1)) {
      const element = elementOf(node.tempoElement, root);
      expect(element?.getAttribute("data-codebase-id")).toBe(node.tempoElement.codebaseId);
      if (element) expect(keyOf(element, root, "home")).toEqual(node.tempoElement);
    }
    const secondItem = root.querySelectorAll("li")[1];
    expect(secondItem && keyOf(secondItem, root, "home")?.uniquePath).toBe("0-0-2-1");
    expect(stampedElementOf(root.querySelector("b"))?.tagName).toBe("H1");
    expect(elementOf({ codebaseId: "a-00000000-0_1", storyboardId: "home", uniquePath: "0-0-0" }, root)).toBeNull();
  });
});
