import { describe, expect, it } from "vitest";
import { z } from "zod";

import { AppError } from "../../errors";
import { isMutationOp, mutationSchemas } from "../mutate/schemas";
import { createChange } from "./create";
import { prepareChangeRequest } from "./prepare";
import { changeTypes, type ChangeType } from "./schemas";
import { resolveAnywhere, sampleChanges } from "./test-samples";

const samples = sampleChanges();

const opByType: Record<Exclude<ChangeType, "UNKNOWN">, string> = {
  STYLING: "styling",
  ADD_JSX: "addJsxElement",
  MOVE_JSX: "moveJsxElement",
  REMOVE_JSX: "removeJsxElement",
  CHANGE_PROP: "changePropValue",
  ADD_CLASS: "addClass",
  REMOVE_CLASS: "removeClass",
  UPDATE_CLASSES: "updateClasses",
  EDIT_TEXT: "editText",
  WRAP_DIV: "wrapInDiv",
  CHANGE_TAG: "changeElementTag",
  DUPLICATE: "duplicate",
  UNDO: "undoChangeToFiles",
  REDO: "redoChangeToFiles",
};

const reference = (codebaseId: string) => resolveAnywhere(codebaseId);

describe("preparing a change's source call", () => {
  it("names the right op for every type and builds a body its schema accepts", () => {
    for (const type of changeTypes) {
      if (type === "UNKNOWN") continue;
      const { op, body } = prepareChangeRequest(samples[type], resolveAnywhere);
      expect(op, type).toBe(opByType[type]);
      if (isMutationOp(op)) expect(mutationSchemas[op].parse(body), type).toEqual(body);
      else expect(body, type).toEqual({});
    }
  });

  it("sends styling, text and class changes with the editor API's payload names", () => {
    expect(prepareChangeRequest(samples.STYLING, resolveAnywhere).body).toEqual({
      reactElement: reference("hero-3fa2b1c9-0"),
      styling: { "padding-top": "12px", color: "" },
      stylingFramework: "Tailwind",
      modifiers: ["hover", "md"],
      customProperties: { "--brand": "#4597F7" },
    });
    expect(prepareChangeRequest(samples.EDIT_TEXT, resolveAnywhere).body).toEqual({
      element: reference("hero-3fa2b1c9-0_1"),
      newText: "Write faster",
      oldText: "Write",
    });
    expect(prepareChangeRequest(samples.UPDATE_CLASSES, resolveAnywhere).body).toEqual({
      reactElement: reference("hero-3fa2b1c9-0"),
      newClasses: "p-4 text-lg",
      oldClasses: "p-2",
    });
    expect(prepareChangeRequest(samples.REMOVE_CLASS, resolveAnywhere).body).toEqual({
      reactElement: reference("hero-3fa2b1c9-0"),
      className: "bg-red-500",
    });
    expect(prepareChangeRequest(samples.CHANGE_TAG, resolveAnywhere).body).toEqual({
      elementToModify: reference("hero-3fa2b1c9-0_1"),
      newTag: "h2",
    });
    expect(prepareChangeRequest(samples.CHANGE_PROP, resolveAnywhere).body).toEqual({
      elementToModify: reference("hero-3fa2b1c9-0_1"),
      propName: "aria-label",
      propValue: "Main heading",
    });
  });

  it("marks an added class as Tailwind only when it is one", () => {
    expect(prepareChangeRequest(samples.ADD_CLASS, resolveAnywhere).body).toEqual({
      reactElement: reference("hero-3fa2b1c9-0"),
      className: "bg-red-500",
      stylingFramework: "Tailwind",
      modifiers: ["dark"],
      customProperties: {},
    });
    const plain = createChange("ADD_CLASS", { codebaseIdToAddClass: "hero-3fa2b1c9-0", className: "card" });
    expect(prepareChangeRequest(plain, resolveAnywhere).body).toMatchObject({ stylingFramework: null });
  });

  it("adds a native element with its props, extra files and instant update, or a copy from its JSX", () => {
    expect(prepareChangeRequest(samples.ADD_JSX, resolveAnywhere, { canvasId: "canvas-1" }).body).toEqual({
      destinationElement: reference("hero-3fa2b1c9-0"),
      beforeElement: reference("hero-3fa2b1c9-0_2"),
      afterElement: reference("hero-3fa2b1c9-0_1"),
      newElement: { type: "native", nativeTag: "section", componentName: "section" },
      propsToSet: { className: "p-4", hidden: false },
      canvasId: "canvas-1",
      deletedStoryboardId: "board_1",
      fileContentsToSourceFrom: null,
      fileContentsSourceFilename: null,
      extraFiles: { "components/extra.tsx": "export const extra = 1;\n" },
      hasInstantUpdate: true,
    });
    const copy = createChange("ADD_JSX", {
      codebaseIdToAddTo: "footer-0a1b2c3d-0",
      addCodebaseId: "hero-3fa2b1c9-0_1",
      fileContentsToSourceFrom: '<h1 className="text-4xl">Write</h1>',
      fileContentsSourceFilename: "components/hero.tsx",
    });
    expect(prepareChangeRequest(copy, resolveAnywhere).body).toMatchObject({
      beforeElement: null,
      afterElement: null,
      newElement: null,
      canvasId: null,
      fileContentsToSourceFrom: '<h1 className="text-4xl">Write</h1>',
      fileContentsSourceFilename: "components/hero.tsx",
      extraFiles: {},
      hasInstantUpdate: false,
    });
  });

  it("moves an element with its expected parent, leaving unnamed neighbours null", () => {
    expect(prepareChangeRequest(samples.MOVE_JSX, resolveAnywhere).body).toEqual({
      elementToMove: reference("hero-3fa2b1c9-0_2"),
      newContainerElement: reference("footer-0a1b2c3d-0"),
      afterElement: reference("footer-0a1b2c3d-0_0"),
      beforeElement: null,
      expectedCurrentParent: reference("hero-3fa2b1c9-0"),
    });
  });

  it("resolves each element of a removal, wrap or duplicate once, in order", () => {
    const ids = ["b-1", "a-1", "b-1"];
    const resolved: string[] = [];
    const resolve = (codebaseId: string) => (resolved.push(codebaseId), resolveAnywhere(codebaseId));
    expect(prepareChangeRequest(createChange("REMOVE_JSX", { codebaseIdsToRemove: ids }), resolve).body).toEqual({
      elementsToRemove: [reference("b-1"), reference("a-1")],
    });
    expect(prepareChangeRequest(createChange("WRAP_DIV", { codebaseIdsToWrap: ids }), resolve).body).toEqual({
      reactElements: [reference("b-1"), reference("a-1")],
    });
    expect(prepareChangeRequest(createChange("DUPLICATE", { codebaseIdsToDuplicate: ids }), resolve).body).toEqual({
      reactElements: [reference("b-1"), reference("a-1")],
    });
    expect(resolved).toEqual(["b-1", "a-1", "b-1", "a-1", "b-1", "a-1"]);
  });

  it("refuses to prepare an UNKNOWN change with Unsupported operation", () => {
    const run = () => prepareChangeRequest(samples.UNKNOWN, resolveAnywhere);
    expect(run).toThrow(AppError);
    expect(run).toThrow("Unsupported operation");
  });

  it("fails on a record the call would refuse, before any call is made", () => {
    const twoClasses = createChange("ADD_CLASS", { codebaseIdToAddClass: "hero-3fa2b1c9-0", className: "p-4 m-2" });
    expect(() => prepareChangeRequest(twoClasses, resolveAnywhere)).toThrow(z.ZodError);
    const nothingToRemove = createChange("REMOVE_JSX", { codebaseIdsToRemove: [] });
    expect(() => prepareChangeRequest(nothingToRemove, resolveAnywhere)).toThrow("Choose at least one element.");
  });
});
