import { describe, expect, it } from "vitest";

import { assertNever } from "./assert-never";

describe("assertNever", () => {
  it("throws, naming the value no branch handled", () => {
    const unforeseen = { type: "newMessage" } as never;
    expect(() => assertNever(unforeseen)).toThrow('Unhandled value: {"type":"newMessage"}');
  });
});
