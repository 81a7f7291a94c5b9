import { describe, expect, it } from "vitest";

import { declarationsOf } from "./declarations.ts";

describe("styling declarations", () => {
  it("splits off !important and turns an empty value into a removal", () => {
    expect(declarationsOf({ marginTop: "4px !important", color: "" })).toEqual([
      { property: "margin-top", value: "4px", important: true },
      { property: "color", value: null, important: false },
    ]);
  });

  it.each(['url("a.png")', "rgb(0 0 0 / 50%)", "'Inter', sans-serif", "calc(100% - 2rem)"])("accepts %s", (value) => {
    expect(declarationsOf({ color: value })[0]?.value).toBe(value);
  });

  it.each(["red; background: blue", "red } .x {", "red /*", '"x', "calc(1px + 2px", "a\\"])(
    "refuses %j, which would break the stylesheet",
    (value) => {
      expect(() => declarationsOf({ color: value })).toThrow(
        /^The value of color (can't contain|is not a complete CSS value)/,
      );
    },
  );
});
