import { describe, expect, it } from "vitest";

import { AppError } from "../errors.ts";
import {
  assertCodebaseId,
  assertStoryboardId,
  elementKey,
  storyboardElementKey,
  storyboardTopCodebaseId,
} from "./ids.ts";

describe("element ids", () => {
  it.each(["hero-3fa2b1c9-0_2", "A_b-9"])("accepts %s", (id) => {
    expect(assertCodebaseId(id)).toBe(id);
    expect(assertStoryboardId(id)).toBe(id);
  });

  it.each(["", "a b", "a.b", "x/y", "<script>", "é", "a:b"])("refuses %j with the editor's texts", (id) => {
    expect(() => assertCodebaseId(id)).toThrow(new AppError("invalid_input", "Codebase ID contains invalid chars"));
    expect(() => assertStoryboardId(id)).toThrow("Storyboard ID contains invalid chars");
  });

  it("keys the storyboard element by the top constant and path 0", () => {
    expect(storyboardElementKey("home")).toEqual({
      codebaseId: storyboardTopCodebaseId,
      storyboardId: "home",
      uniquePath: "0",
    });
    expect(elementKey("hero-1a2b3c4d-0", "home", "0-1")).toEqual({
      codebaseId: "hero-1a2b3c4d-0",
      storyboardId: "home",
      uniquePath: "0-1",
    });
    expect(() => elementKey("hero", "bad id", "0")).toThrow("Storyboard ID contains invalid chars");
  });
});
