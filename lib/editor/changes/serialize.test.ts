import { describe, expect, it } from "vitest";
import { z } from "zod";

import { AppError } from "../../errors";
import { createChange } from "./create";
import { changeTypes, type ChangeRecord } from "./schemas";
import { reconstructChange, serializeChange } from "./serialize";
import { sampleChanges } from "./test-samples";

function failure(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("expected a failure");
}

function expectAppError(run: () => unknown, message: string) {
  const error = failure(run);
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ code: "invalid_input", message });
}

const samples = sampleChanges();

describe("serialising and reconstructing change records", () => {
  it("round-trips every one of the 15 types, from a string or a parsed value", () => {
    expect(Object.keys(samples).sort()).toEqual([...changeTypes].sort());
    for (const change of Object.values(samples)) {
      const json = serializeChange(change);
      expect(reconstructChange(json), change.type).toEqual(change);
      expect(reconstructChange(JSON.parse(json)), change.type).toEqual(change);
      expect(serializeChange(reconstructChange(json))).toBe(json);
    }
  });

  it("stores every field of the type, absent optional ones as null and empty lists and maps", () => {
    const change = createChange("ADD_JSX", { codebaseIdToAddTo: "page-12345678-0", addNativeTag: "div" });
    expect(JSON.parse(serializeChange(change)).changeFields).toEqual({
      codebaseIdToAddTo: "page-12345678-0",
      beforeCodebaseId: null,
      afterCodebaseId: null,
      addCodebaseId: null,
      addNativeTag: "div",
      fileContentsToSourceFrom: null,
      fileContentsSourceFilename: null,
      propsToSet: {},
      deletedStoryboardId: null,
      htmlForInstantUpdate: null,
      extraPathToContents: {},
    });
    expect(createChange("ADD_CLASS", { codebaseIdToAddClass: "a", className: "p-4" }).changeFields).toEqual({
      codebaseIdToAddClass: "a",
      className: "p-4",
      addingTailwindClass: false,
      modifiers: [],
      customProperties: {},
    });
  });

  it("keeps the nested change of UNDO and REDO whole", () => {
    const redo = reconstructChange(serializeChange(samples.REDO));
    if (redo.type !== "REDO" || redo.changeFields.changeToRedo.type !== "UNDO") throw new Error("wrong shape");
    expect(redo.changeFields.changeToRedo.changeFields.changeToUndo).toEqual(samples.EDIT_TEXT);
  });

  it("keeps an UNKNOWN change's fields as they came, and drops fields a known type does not have", () => {
    expect(reconstructChange(serializeChange(samples.UNKNOWN)).changeFields).toEqual({
      somethingNew: { nested: [1, "two"] },
      flag: true,
    });
    const withExtra = { ...samples.EDIT_TEXT, changeFields: { ...samples.EDIT_TEXT.changeFields, cursor: 3 } };
    expect(reconstructChange(withExtra).changeFields).not.toHaveProperty("cursor");
  });

  it("answers Unknown change type for a missing, misspelt or nested unknown type, or no record at all", () => {
    const { id, changeName } = samples.EDIT_TEXT;
    const nested = { ...samples.UNDO, changeFields: { changeToUndo: { ...samples.EDIT_TEXT, type: "TELEPORT" } } };
    for (const value of [
      { id, changeName, type: "TELEPORT", changeFields: {} },
      { id, changeName, type: "edit_text", changeFields: {} },
      { id, changeName, changeFields: {} },
      { id, changeName, type: 7, changeFields: {} },
      nested,
      null,
      42,
      [],
    ]) {
      expectAppError(() => reconstructChange(value), "Unknown change type");
      expectAppError(() => reconstructChange(JSON.stringify(value)), "Unknown change type");
    }
  });

  it("answers Codebase ID contains invalid chars for a bad id anywhere in the fields", () => {
    const bad: ChangeRecord[] = [
      { ...samples.STYLING, changeFields: { ...samples.STYLING.changeFields, codebaseId: "hero 0" } },
      { ...samples.REMOVE_JSX, changeFields: { codebaseIdsToRemove: ["ok-1", "../etc/passwd"] } },
      { ...samples.ADD_JSX, changeFields: { ...samples.ADD_JSX.changeFields, beforeCodebaseId: "" } },
      {
        ...samples.UNDO,
        changeFields: {
          changeToUndo: {
            ...samples.EDIT_TEXT,
            changeFields: { ...samples.EDIT_TEXT.changeFields, codebaseIdToEditText: "a.b" },
          },
        },
      },
    ];
    for (const change of bad)
      expectAppError(() => reconstructChange(serializeChange(change)), "Codebase ID contains invalid chars");
  });

  it("answers Storyboard ID contains invalid chars for a bad storyboard id", () => {
    const bad = {
      ...samples.ADD_JSX,
      changeFields: { ...samples.ADD_JSX.changeFields, deletedStoryboardId: "page/1" },
    };
    expectAppError(() => reconstructChange(serializeChange(bad)), "Storyboard ID contains invalid chars");
  });

  it("refuses other bad fields with the failing field named, and text that is not JSON", () => {
    const notUuid = failure(() => reconstructChange({ ...samples.EDIT_TEXT, id: "change-1" }));
    expect(notUuid).toBeInstanceOf(z.ZodError);
    expect((notUuid as z.ZodError).issues[0]?.path).toEqual(["id"]);
    const badFramework = failure(() =>
      reconstructChange({
        ...samples.STYLING,
        changeFields: { ...samples.STYLING.changeFields, stylingFramework: "Sass" },
      }),
    );
    expect((badFramework as z.ZodError).issues[0]?.path).toEqual(["changeFields", "stylingFramework"]);
    expect(failure(() => reconstructChange("{not json"))).toMatchObject({ code: "invalid_json" });
  });
});
