// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";

import { InstantUpdates } from "./instant-updates.ts";

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

beforeEach(() => {
  document.body.innerHTML = `<ul><li data-codebase-id="item-00000000-0" class="p-2" style="color: red">One</li><li data-codebase-id="item-00000000-0" class="p-2">Two</li></ul><p data-codebase-id="p-00000000-0">Text</p>`;
});

const items = () => Array.from(document.querySelectorAll("li"));

describe("instant updates", () => {
  it("change classes, styles and text on every element from the source element, and undo restores them exactly", () => {
    const updates = new InstantUpdates(document);
    const before = document.body.innerHTML;
    expect(
      updates.apply({
        type: "instantUpdate",
        changeId: id(1),
        kind: "classes",
        codebaseId: "item-00000000-0",
        classes: "p-4 font-bold",
      }),
    ).toBe(true);
    expect(items().map((item) => item.className)).toEqual(["p-4 font-bold", "p-4 font-bold"]);
    updates.apply({
      type: "instantUpdate",
      changeId: id(2),
      kind: "styling",
      codebaseId: "item-00000000-0",
      styles: { "font-size": "20px", color: "" },
    });
    expect(items()[0]?.getAttribute("style")).toBe("font-size: 20px;");
    updates.apply({
      type: "instantUpdate",
      changeId: id(3),
      kind: "text",
      codebaseId: "p-00000000-0",
      text: "New text",
    });
    expect(document.querySelector("p")?.textContent).toBe("New text");

    expect(updates.undo(id(3))).toBe(true);
    expect(updates.undo(id(2))).toBe(true);
    expect(updates.undo(id(1))).toBe(true);
    expect(document.body.innerHTML).toBe(before);
    expect(updates.undo(id(1))).toBe(false);
  });

  it("hides removed elements without taking them out of the page React owns, and shows them again on undo", () => {
    const updates = new InstantUpdates(document);
    const before = document.body.innerHTML;
    const [first, second] = items();
    updates.apply({ type: "instantUpdate", changeId: id(4), kind: "remove", codebaseId: "item-00000000-0" });
    expect(items()).toEqual([first, second]);
    expect(items().map((item) => getComputedStyle(item).display)).toEqual(["none", "none"]);
    updates.undo(id(4));
    expect(document.body.innerHTML).toBe(before);
  });

  it("changes a text only where the page shows the old text, in the text node React rendered", () => {
    document.body.innerHTML = `<ul><li data-codebase-id="card-00000000-0">Fast</li><li data-codebase-id="card-00000000-0">Friendly</li></ul>`;
    const [fast, friendly] = items().map((item) => item.firstChild);
    const updates = new InstantUpdates(document);
    expect(
      updates.apply({
        type: "instantUpdate",
        changeId: id(6),
        kind: "text",
        codebaseId: "card-00000000-0",
        text: "Faster",
        oldText: "Fast",
      }),
    ).toBe(true);
    expect(items().map((item) => item.textContent)).toEqual(["Faster", "Friendly"]);
    // The same nodes: the page's next render updates what it rendered, not a copy the editor put there.
    expect(items().map((item) => item.firstChild)).toEqual([fast, friendly]);
    updates.undo(id(6));
    expect(items().map((item) => item.textContent)).toEqual(["Fast", "Friendly"]);
    // Text already typed in place counts as shown: its undo puts the old text back.
    items()[1]!.firstChild!.nodeValue = "Warm";
    updates.apply({
      type: "instantUpdate",
      changeId: id(7),
      kind: "text",
      codebaseId: "card-00000000-0",
      text: "Warm",
      oldText: "Friendly",
    });
    updates.undo(id(7));
    expect(items().map((item) => item.textContent)).toEqual(["Fast", "Friendly"]);
  });

  it("reports an update for an element the page does not have", () => {
    expect(
      new InstantUpdates(document).apply({
        type: "instantUpdate",
        changeId: id(5),
        kind: "text",
        codebaseId: "gone-00000000-0",
        text: "x",
      }),
    ).toBe(false);
  });
});
