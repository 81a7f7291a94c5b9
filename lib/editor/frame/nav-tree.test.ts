// @vitest-environment jsdom
import { describe, expect, it } from "vitest";

import { storyboardTopCodebaseId } from "../ids.ts";
import { buildNavTree, RebuildCallbacks } from "./nav-tree.ts";
import type { NavTreeNode } from "./protocol.ts";

/** A page of `sections` sections, each a stamped section with a heading, a paragraph and a list of 3 items. */
function page(sections: number): HTMLElement {
  const root = document.createElement("div");
  const parts: string[] = [];
  for (let index = 0; index < sections; index += 1) {
    parts.push(
      `<section data-codebase-id="page-1a2b3c4d-0_${index}" class="py-8 tempo-force-hover">`,
      `<h2 data-codebase-id="page-1a2b3c4d-0_${index}_0" id="s${index}">Section ${index}</h2>`,
      `<div><p data-codebase-id="page-1a2b3c4d-0_${index}_1">Text</p></div>`,
      `<ul data-codebase-id="list-9f8e7d6c-0">${'<li data-codebase-id="list-9f8e7d6c-0_0">Item</li>'.repeat(3)}</ul>`,
      "</section>",
    );
  }
  root.innerHTML = parts.join("");
  return root;
}

function count(node: NavTreeNode): number {
  return 1 + node.children.reduce((total, child) => total + count(child), 0);
}

/** A clock that advances 0.05 ms each time it is read, and frames that run at once while recording each slice. */
function fakeFrames() {
  let time = 0;
  const slices: { start: number; end: number }[] = [];
  let sliceStart = 0;
  return {
    now: () => (time += 0.05),
    nextFrame: (callback: () => void) => {
      slices.push({ start: sliceStart, end: time });
      sliceStart = time;
      callback();
    },
    finish: () => slices.push({ start: sliceStart, end: time }),
    slices,
  };
}

describe("nav tree", () => {
  it("builds the stamped elements of a 2,000-element page in slices of about 10 ms", async () => {
    const root = page(286); // 7 stamped elements per section: 2,002
    const frames = fakeFrames();
    const tree = await buildNavTree(root, { storyboardId: "home", now: frames.now, nextFrame: frames.nextFrame });
    frames.finish();
    if (!tree) throw new Error("no tree");
    expect(count(tree) - 1).toBe(2002);
    expect(frames.slices.length).toBeGreaterThan(10);
    // Each slice stops at the first element past the budget: 10 ms plus one element's work at most.
    for (const slice of frames.slices) expect(slice.end - slice.start).toBeLessThanOrEqual(10.2);
  });

  it("keys nodes by codebase id, storyboard and unique path, with their classes, props and text", async () => {
    const names = new Map([
      [
        "page-1a2b3c4d-0_0",
        {
          tagName: "Section",
          componentName: "Landing",
          props: { onOpen: { value: "() => open()", type: "FUNCTION" as const } },
        },
      ],
    ]);
    const tree = await buildNavTree(page(2), { storyboardId: "home", names });
    expect(tree?.tempoElement).toEqual({ codebaseId: storyboardTopCodebaseId, storyboardId: "home", uniquePath: "0" });
    const section = tree?.children[0];
    expect(section).toMatchObject({
      name: "Section",
      isComponent: true,
      scope: "Landing",
      level: 1,
      classList: ["py-8"],
      tempoElement: { codebaseId: "page-1a2b3c4d-0_0", storyboardId: "home", uniquePath: "0-0" },
    });
    // The side index's props (as written) rather than the attributes the page rendered.
    expect(section?.props).toEqual({ onOpen: { value: "() => open()", type: "FUNCTION" } });
    const [heading, paragraph, list] = section?.children ?? [];
    expect(heading).toMatchObject({
      name: "h2",
      props: { id: { value: "s0", type: "LITERAL" } },
      literalChildren: ["Section 0"],
      level: 2,
    });
    // The unstamped div between the section and the paragraph is skipped, not lost.
    expect(paragraph?.tempoElement.uniquePath).toBe("0-0-1");
    expect(list?.children.map((item) => item.tempoElement.uniquePath)).toEqual(["0-0-2-0", "0-0-2-1", "0-0-2-2"]);
    expect(tree?.children[1]?.tempoElement.uniquePath).toBe("0-1");
  });

  it("leaves out an iframe without a codebase id, and everything in it", async () => {
    const root = document.createElement("div");
    root.innerHTML =
      '<iframe><p data-codebase-id="x-00000000-0">in</p></iframe><iframe data-codebase-id="embed-00000000-0"></iframe>';
    const tree = await buildNavTree(root, { storyboardId: "home" });
    expect(tree?.children.map((node) => node.tempoElement.codebaseId)).toEqual(["embed-00000000-0"]);
  });

  it("stops when a newer build replaces it", async () => {
    const controller = new AbortController();
    const frames = fakeFrames();
    const building = buildNavTree(page(300), {
      storyboardId: "home",
      now: frames.now,
      nextFrame: (callback) => {
        controller.abort();
        frames.nextFrame(callback);
      },
      signal: controller.signal,
    });
    expect(await building).toBeNull();
  });
});

describe("callbacks after a rebuild", () => {
  it("run only when the selection still matches", () => {
    const callbacks = new RebuildCallbacks();
    const a = { codebaseId: "a", storyboardId: "home", uniquePath: "0-1" };
    const b = { codebaseId: "b", storyboardId: "home", uniquePath: "0-2" };
    const ran: string[] = [];
    callbacks.add(a, () => ran.push("a"));
    callbacks.add(b, () => ran.push("b"));
    callbacks.add(null, () => ran.push("none"));
    callbacks.rebuilt(a);
    expect(ran).toEqual(["a"]);
    callbacks.rebuilt(b);
    expect(ran).toEqual(["a"]);
  });
});
