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

  it("removes elements and puts them back in place", () => {
    const updates = new InstantUpdates(document);
    const before = document.body.innerHTML;
    updates.apply({ type: "instantUpdate", changeId: id(4), kind: "remove", codebaseId: "item-00000000-0" });
    expect(items()).toHaveLength(0);
    updates.undo(id(4));
    expect(document.body.innerHTML).toBe(before);
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
