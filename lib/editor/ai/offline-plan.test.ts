import { describe, expect, it } from "vitest";

import { offlinePlan } from "./offline-plan.ts";

const heading = {
  codebaseId: "page-00000000-0_0",
  tagName: "h1",
  text: "Payment cancelled, nothing was charged",
  classes: ["text-3xl", "font-semibold", "tracking-tight"],
};

describe("the offline writer's plan in AI mode", () => {
  it("makes a heading shorter and bolder: the first half of its words, a heavier weight instead of its own", () => {
    expect(offlinePlan("make this heading shorter and bolder", heading)).toEqual({
      newText: "Payment cancelled, nothing",
      addClasses: ["font-bold"],
      removeClasses: ["font-semibold"],
      newTag: null,
    });
    expect(
      offlinePlan("make this heading shorter and bolder", {
        ...heading,
        text: "Payment cancelled",
        classes: ["font-bold"],
      }),
    ).toEqual({
      newText: "Payment",
      addClasses: ["font-extrabold"],
      removeClasses: ["font-bold"],
      newTag: null,
    });
  });

  it("makes text bold once, and leaves one word or dynamic text alone", () => {
    expect(offlinePlan("bold", { ...heading, classes: ["font-bold"] })).toMatchObject({
      addClasses: ["font-bold"],
      removeClasses: [],
    });
    expect(offlinePlan("bold", { ...heading, classes: [] })).toMatchObject({
      addClasses: ["font-bold"],
      removeClasses: [],
    });
    expect(offlinePlan("shorter", { ...heading, text: "Cancelled" }).newText).toBeNull();
    expect(offlinePlan("shorter", { ...heading, text: null }).newText).toBeNull();
  });

  it("steps the text size up or down, and starts from text-base when there is none", () => {
    expect(offlinePlan("bigger please", heading)).toMatchObject({
      addClasses: ["text-4xl"],
      removeClasses: ["text-3xl"],
    });
    expect(offlinePlan("a bit smaller", { ...heading, classes: [] })).toMatchObject({
      addClasses: ["text-sm"],
      removeClasses: [],
    });
  });

  it("centres, capitalises, italicises, underlines and colours", () => {
    const plan = offlinePlan("centre it, uppercase, italic, underline and make it red", {
      ...heading,
      classes: ["text-left", "text-blue-600"],
    });
    expect(plan.addClasses).toEqual(["text-center", "uppercase", "italic", "underline", "text-red-600"]);
    expect(plan.removeClasses).toEqual(["text-left", "text-blue-600"]);
  });

  it("suggests nothing for an instruction it does not understand", () => {
    expect(offlinePlan("do nothing special", heading)).toEqual({
      newText: null,
      addClasses: [],
      removeClasses: [],
      newTag: null,
    });
  });
});
