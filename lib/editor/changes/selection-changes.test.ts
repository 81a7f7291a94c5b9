import { describe, expect, it } from "vitest";

import type { FrameElementKey } from "../frame/protocol.ts";
import {
  addClassChange,
  addElementChange,
  changePropChange,
  changeTagChange,
  dropChange,
  duplicateChange,
  editedTextChange,
  editTextChange,
  removeChange,
  removeClassChange,
  stylingChange,
  wrapInDivChange,
} from "./selection-changes.ts";

const key = (codebaseId: string, uniquePath = "0-0"): FrameElementKey => ({
  codebaseId,
  storyboardId: "home",
  uniquePath,
});

const hero = "hero-00000000-0";
const title = "hero-00000000-0_0";
const lead = "hero-00000000-0_1";

describe("the changes the editor screen makes from its selection", () => {
  it("adds an element of the chosen tag inside the selected one", () => {
    expect(addElementChange(hero, "section")).toMatchObject({
      type: "ADD_JSX",
      changeName: "Add section",
      changeFields: { codebaseIdToAddTo: hero, addNativeTag: "section", propsToSet: {}, extraPathToContents: {} },
    });
    expect(addElementChange(null, "section")).toBeNull();
  });

  it("wraps, duplicates and removes every selected element, and nothing without a selection", () => {
    expect(wrapInDivChange([title, lead])).toMatchObject({
      type: "WRAP_DIV",
      changeFields: { codebaseIdsToWrap: [title, lead] },
    });
    expect(duplicateChange([title])).toMatchObject({
      type: "DUPLICATE",
      changeName: "Duplicate element",
      changeFields: { codebaseIdsToDuplicate: [title] },
    });
    expect(removeChange([title, lead])).toMatchObject({
      type: "REMOVE_JSX",
      changeName: "Remove 2 elements",
      changeFields: { codebaseIdsToRemove: [title, lead] },
    });
    expect(wrapInDivChange([])).toBeNull();
    expect(duplicateChange([])).toBeNull();
    expect(removeChange([])).toBeNull();
  });

  it("re-tags the selected element", () => {
    expect(changeTagChange(title, "h2")).toMatchObject({
      type: "CHANGE_TAG",
      changeName: "Change tag to h2",
      changeFields: { codebaseIdToChange: title, newTagName: "h2" },
    });
    expect(changeTagChange(null, "h2")).toBeNull();
  });

  it("saves the panel's text as it is, even when only its spaces changed", () => {
    expect(editTextChange(title, "Hooks that land ", "Hooks that land")).toMatchObject({
      type: "EDIT_TEXT",
      changeFields: { codebaseIdToEditText: title, newText: "Hooks that land ", oldText: "Hooks that land" },
    });
    expect(editTextChange(null, "New", "Old")).toBeNull();
  });

  it("saves text edited in the page only when more than its surrounding spaces changed", () => {
    expect(
      editedTextChange({ key: key(title), newText: "Hooks people stop for", oldText: "Hooks that land" }),
    ).toMatchObject({
      type: "EDIT_TEXT",
      changeFields: { codebaseIdToEditText: title, newText: "Hooks people stop for", oldText: "Hooks that land" },
    });
    expect(editedTextChange({ key: key(title), newText: " Hooks that land\n", oldText: "Hooks that land" })).toBeNull();
  });

  it("adds a Tailwind class under the given modifiers, and removes a class by name", () => {
    expect(addClassChange(title, "text-4xl", ["md", "hover"])).toMatchObject({
      type: "ADD_CLASS",
      changeName: "Add class text-4xl",
      changeFields: {
        codebaseIdToAddClass: title,
        className: "text-4xl",
        addingTailwindClass: true,
        modifiers: ["md", "hover"],
        customProperties: {},
      },
    });
    expect(removeClassChange(title, "text-4xl")).toMatchObject({
      type: "REMOVE_CLASS",
      changeFields: { codebaseIdToRemoveClass: title, className: "text-4xl" },
    });
    expect(addClassChange(null, "text-4xl", [])).toBeNull();
    expect(removeClassChange(null, "text-4xl")).toBeNull();
  });

  it("changes a prop, carrying the value the page shows only when it is known", () => {
    expect(changePropChange(lead, "href", "/pricing", "/plans")?.changeFields).toMatchObject({
      codebaseIdToChange: lead,
      propName: "href",
      propValue: "/pricing",
      oldValue: "/plans",
    });
    expect(changePropChange(lead, "href", "/pricing")?.changeFields).not.toHaveProperty("oldValue");
    expect(changePropChange(null, "href", "/pricing")).toBeNull();
  });

  it("styles one property the chosen way, under the panel's modifier when one is picked", () => {
    expect(
      stylingChange(title, { property: "padding-top", value: "12px", framework: "Tailwind", modifier: "hover" }),
    ).toMatchObject({
      type: "STYLING",
      changeFields: {
        codebaseId: title,
        stylingChanges: { "padding-top": "12px" },
        stylingFramework: "Tailwind",
        modifiers: ["hover"],
        customProperties: {},
      },
    });
    expect(
      stylingChange(title, { property: "color", value: "", framework: "Inline", modifier: "" })?.changeFields,
    ).toMatchObject({ stylingChanges: { color: "" }, stylingFramework: "Inline", modifiers: [] });
    expect(stylingChange(null, { property: "color", value: "red", framework: "CSS", modifier: "" })).toBeNull();
  });

  it("moves a dragged element to where it was dropped, and nowhere when it was dropped on no place", () => {
    expect(
      dropChange({ key: key(title, "0-0-0"), target: key(hero), before: null, after: key(lead, "0-0-1") }),
    ).toMatchObject({
      type: "MOVE_JSX",
      changeName: "Move element",
      changeFields: {
        codebaseIdToMove: title,
        codebaseIdToMoveTo: hero,
        beforeCodebaseId: null,
        afterCodebaseId: lead,
      },
    });
    expect(dropChange({ key: key(title), target: null, before: null, after: null })).toBeNull();
  });
});
