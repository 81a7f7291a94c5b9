import { describe, expect, it } from "vitest";

import { removePropertyClasses, setPropertyClass } from "./class-list.ts";

const split = (classes: string) => classes.split(" ");

describe("setPropertyClass", () => {
  it("puts the new class where the first class setting the property was and drops the others", () => {
    expect(setPropertyClass(split("pl-1 flex p-2 px-3"), "padding", [], "p-4")).toEqual(["p-4", "flex"]);
  });

  it("appends when nothing sets the property yet", () => {
    expect(setPropertyClass(split("flex gap-2"), "color", [], "text-[#ff0000]")).toEqual([
      "flex",
      "gap-2",
      "text-[#ff0000]",
    ]);
  });

  it("replaces only classes with the same variants, in any order", () => {
    const classes = split("bg-white hover:bg-black hover:md:bg-red-500 dark:bg-black");
    expect(setPropertyClass(classes, "background-color", ["md", "hover"], "md:hover:bg-(--brand)")).toEqual([
      "bg-white",
      "hover:bg-black",
      "md:hover:bg-(--brand)",
      "dark:bg-black",
    ]);
  });

  it("keeps the longhands of other sides and classes of other properties sharing a prefix", () => {
    expect(setPropertyClass(split("p-4 text-lg"), "padding-left", [], "pl-2")).toEqual(["p-4", "text-lg", "pl-2"]);
    expect(setPropertyClass(split("text-lg text-red-500"), "color", [], "text-black")).toEqual([
      "text-lg",
      "text-black",
    ]);
  });

  it("keeps line-height classes when the font size changes", () => {
    expect(setPropertyClass(split("text-sm leading-tight"), "font-size", [], "text-lg")).toEqual([
      "text-lg",
      "leading-tight",
    ]);
  });

  it("replaces arbitrary properties and arbitrary values of the same property", () => {
    expect(setPropertyClass(split("[padding:3px] flex"), "padding", [], "p-4")).toEqual(["p-4", "flex"]);
    expect(
      setPropertyClass(split("[mix-blend-mode:screen] flex"), "mixBlendMode", [], "[mix-blend-mode:multiply]"),
    ).toEqual(["[mix-blend-mode:multiply]", "flex"]);
    expect(setPropertyClass(split("hover:[--x:1] [--x:2]"), "--x", ["hover"], "hover:[--x:3]")).toEqual([
      "hover:[--x:3]",
      "[--x:2]",
    ]);
  });

  it("leaves conflicting classes of other properties as they were", () => {
    expect(setPropertyClass(split("p-2 p-3 m-1"), "margin", [], "m-4")).toEqual(["p-2", "p-3", "m-4"]);
  });
});

describe("removePropertyClasses", () => {
  it("removes every class setting the property under exactly the given variants", () => {
    const classes = split("p-2 hover:p-4 md:px-2 md:hover:pl-1 card");
    expect(removePropertyClasses(classes, "padding", [])).toEqual(["hover:p-4", "md:px-2", "md:hover:pl-1", "card"]);
    expect(removePropertyClasses(classes, "padding", ["hover", "md"])).toEqual(["p-2", "hover:p-4", "md:px-2", "card"]);
  });

  it("removes a side without touching the shorthand", () => {
    expect(removePropertyClasses(split("p-4 pl-2"), "paddingLeft", [])).toEqual(["p-4"]);
  });

  it("removes properties the converter writes as arbitrary properties", () => {
    expect(removePropertyClasses(split("[mix-blend-mode:multiply] flex"), "mix-blend-mode", [])).toEqual(["flex"]);
  });

  it("changes nothing when no class sets the property", () => {
    expect(removePropertyClasses(split("flex text-lg"), "color", [])).toEqual(["flex", "text-lg"]);
  });
});
