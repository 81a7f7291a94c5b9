import { describe, expect, it } from "vitest";

import { changeRecordSchema } from "../changes/schemas.ts";
import { plannedClasses, planToChanges } from "./to-changes.ts";

const element = {
  codebaseId: "page-00000000-0_0",
  tagName: "h1",
  text: "Payment cancelled",
  classes: ["text-3xl", "font-semibold"],
};
const nothing = { newText: null, addClasses: [], removeClasses: [], newTag: null };

describe("a plan as change records", () => {
  it("edits the text, replaces the whole class list and changes the tag, each a valid record", () => {
    const changes = planToChanges(
      { newText: "Cancelled", addClasses: ["font-bold"], removeClasses: ["font-semibold"], newTag: "h2" },
      element,
    );
    expect(changes.map((change) => change.type)).toEqual(["EDIT_TEXT", "UPDATE_CLASSES", "CHANGE_TAG"]);
    expect(changes[0]?.changeFields).toEqual({
      codebaseIdToEditText: element.codebaseId,
      newText: "Cancelled",
      oldText: "Payment cancelled",
    });
    expect(changes[1]?.changeFields).toEqual({
      codebaseIdToUpdateClass: element.codebaseId,
      newClasses: "text-3xl font-bold",
      oldClasses: "text-3xl font-semibold",
    });
    expect(changes[2]?.changeFields).toEqual({ codebaseIdToChange: element.codebaseId, newTagName: "h2" });
    for (const change of changes) expect(changeRecordSchema.safeParse(change).success).toBe(true);
  });

  it("leaves out what would not change, and what comes from code", () => {
    expect(
      planToChanges({ ...nothing, newText: "Payment cancelled", addClasses: ["text-3xl"], newTag: "h1" }, element),
    ).toEqual([]);
    expect(
      planToChanges(
        { ...nothing, newText: "New", addClasses: ["font-bold"] },
        { ...element, text: null, classes: null },
      ),
    ).toEqual([]);
    expect(planToChanges({ ...nothing, newTag: "h2" }, { ...element, tagName: "Card" })).toEqual([]);
  });

  it("keeps the classes in order, without duplicates", () => {
    expect(plannedClasses(["a", "b", "c"], { ...nothing, addClasses: ["d", "a"], removeClasses: ["b"] })).toEqual([
      "a",
      "c",
      "d",
    ]);
  });
});
