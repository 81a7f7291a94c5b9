import { describe, expect, it } from "vitest";

import { createChange } from "./create";
import { instantUpdatesFor, referencedIds } from "./instant";

const id = "hero-3fa2b1c9-0_0";

describe("instant updates of a change", () => {
  it("adds a class to the classes the frame reported, once", () => {
    const change = createChange("ADD_CLASS", {
      codebaseIdToAddClass: id,
      className: "font-bold",
      modifiers: [],
      customProperties: {},
    });
    expect(instantUpdatesFor(change, ["text-4xl", "font-bold"])).toEqual([
      { kind: "classes", codebaseId: id, classes: "text-4xl font-bold" },
    ]);
    expect(instantUpdatesFor(change, ["text-4xl"])).toEqual([
      { kind: "classes", codebaseId: id, classes: "text-4xl font-bold" },
    ]);
  });

  it("shows nothing it cannot show truthfully: unknown classes, modifiers, structure", () => {
    expect(
      instantUpdatesFor(
        createChange("ADD_CLASS", { codebaseIdToAddClass: id, className: "a", modifiers: [], customProperties: {} }),
        null,
      ),
    ).toEqual([]);
    expect(
      instantUpdatesFor(
        createChange("ADD_CLASS", {
          codebaseIdToAddClass: id,
          className: "a",
          modifiers: ["hover"],
          customProperties: {},
        }),
        [],
      ),
    ).toEqual([]);
    expect(instantUpdatesFor(createChange("WRAP_DIV", { codebaseIdsToWrap: [id] }), [])).toEqual([]);
  });

  it("removes a class, replaces classes and text, and removes every element of a removal", () => {
    expect(
      instantUpdatesFor(createChange("REMOVE_CLASS", { codebaseIdToRemoveClass: id, className: "b" }), ["a", "b", "c"]),
    ).toEqual([{ kind: "classes", codebaseId: id, classes: "a c" }]);
    expect(
      instantUpdatesFor(
        createChange("UPDATE_CLASSES", { codebaseIdToUpdateClass: id, newClasses: " a  b ", oldClasses: "a" }),
        null,
      ),
    ).toEqual([{ kind: "classes", codebaseId: id, classes: "a b" }]);
    expect(
      instantUpdatesFor(createChange("EDIT_TEXT", { codebaseIdToEditText: id, newText: "New", oldText: "Old" }), null),
    ).toEqual([{ kind: "text", codebaseId: id, text: "New", oldText: "Old" }]);
    expect(
      instantUpdatesFor(createChange("REMOVE_JSX", { codebaseIdsToRemove: [id, "hero-3fa2b1c9-0_1", id] }), null),
    ).toEqual([
      { kind: "remove", codebaseId: id },
      { kind: "remove", codebaseId: "hero-3fa2b1c9-0_1" },
    ]);
  });

  it("names every element a change's source call refers to, once", () => {
    const move = createChange("MOVE_JSX", {
      codebaseIdToMove: id,
      codebaseIdToMoveTo: "hero-3fa2b1c9-0",
      afterCodebaseId: "hero-3fa2b1c9-0_1",
      expectedCurrentParentCodebaseId: "hero-3fa2b1c9-0",
    });
    expect(referencedIds(move)).toEqual([id, "hero-3fa2b1c9-0", "hero-3fa2b1c9-0_1"]);
  });
});
