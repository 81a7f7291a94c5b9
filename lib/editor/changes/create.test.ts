import { describe, expect, it } from "vitest";
import { z } from "zod";

import { AppError } from "../../errors";
import { canInstantUpdateDuringFlush, supportsInstantUndo } from "./capabilities";
import { createChange } from "./create";
import { changeTypes } from "./schemas";
import { sampleChanges } from "./test-samples";

describe("creating a change record", () => {
  it("gives each record its own uuid and keeps a given name", () => {
    const first = createChange(
      "EDIT_TEXT",
      { codebaseIdToEditText: "a", newText: "New", oldText: "Old" },
      "Rename the hero",
    );
    const second = createChange("EDIT_TEXT", { codebaseIdToEditText: "a", newText: "New", oldText: "Old" });
    expect(z.uuid().safeParse(first.id).success).toBe(true);
    expect(first.id).not.toBe(second.id);
    expect(first).toMatchObject({ type: "EDIT_TEXT", changeName: "Rename the hero" });
  });

  it("names changes for the editor's history when no name is given", () => {
    const samples = sampleChanges();
    expect(samples.EDIT_TEXT.changeName).toBe("Edit text");
    expect(samples.ADD_CLASS.changeName).toBe("Add class bg-red-500");
    expect(samples.REMOVE_JSX.changeName).toBe("Remove 2 elements");
    expect(samples.DUPLICATE.changeName).toBe("Duplicate element");
    expect(samples.CHANGE_TAG.changeName).toBe("Change tag to h2");
    expect(samples.UNDO.changeName).toBe("Undo Edit text");
    expect(samples.REDO.changeName).toBe("Redo Undo Edit text");
    for (const change of Object.values(samples)) expect(change.changeName.length, change.type).toBeGreaterThan(0);
  });

  it("names each element once in the id lists of REMOVE_JSX, WRAP_DIV and DUPLICATE, in first-seen order", () => {
    const ids = ["b", "a", "b", "c", "a"];
    expect(createChange("REMOVE_JSX", { codebaseIdsToRemove: ids }).changeFields.codebaseIdsToRemove).toEqual([
      "b",
      "a",
      "c",
    ]);
    expect(createChange("WRAP_DIV", { codebaseIdsToWrap: ids }).changeFields.codebaseIdsToWrap).toEqual([
      "b",
      "a",
      "c",
    ]);
    expect(createChange("DUPLICATE", { codebaseIdsToDuplicate: ids }).changeFields.codebaseIdsToDuplicate).toEqual([
      "b",
      "a",
      "c",
    ]);
    expect(createChange("REMOVE_JSX", { codebaseIdsToRemove: ids }).changeName).toBe("Remove 3 elements");
  });

  it("refuses a codebase id with anything but letters, digits, - and _", () => {
    for (const id of ["", "a b", "a/b", "a.b", "é"]) {
      const run = () => createChange("CHANGE_TAG", { codebaseIdToChange: id, newTagName: "h2" });
      expect(run, id).toThrow(AppError);
      expect(run, id).toThrow("Codebase ID contains invalid chars");
    }
    expect(() =>
      createChange("MOVE_JSX", {
        codebaseIdToMove: "a",
        codebaseIdToMoveTo: "b",
        expectedCurrentParentCodebaseId: "c;d",
      }),
    ).toThrow("Codebase ID contains invalid chars");
  });
});

describe("what a change may do before its source call answers", () => {
  const samples = sampleChanges();

  it("supports instant undo for REMOVE_JSX, ADD_CLASS, STYLING and UPDATE_CLASSES only", () => {
    expect(changeTypes.filter((type) => supportsInstantUndo(samples[type])).sort()).toEqual([
      "ADD_CLASS",
      "REMOVE_JSX",
      "STYLING",
      "UPDATE_CLASSES",
    ]);
  });

  it("sends instant updates during a flush for STYLING, ADD_CLASS and UPDATE_CLASSES only", () => {
    expect(changeTypes.filter((type) => canInstantUpdateDuringFlush(samples[type])).sort()).toEqual([
      "ADD_CLASS",
      "STYLING",
      "UPDATE_CLASSES",
    ]);
  });
});
