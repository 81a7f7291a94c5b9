import { describe, expect, it } from "vitest";

import { textVersion } from "./version";

describe("a text's version", () => {
  it("stays the same for the same text and changes with any edit", () => {
    expect(textVersion("Onboard in two days.")).toBe(textVersion("Onboard in two days."));
    expect(textVersion("Onboard in two days.")).not.toBe(textVersion("Onboard in two days!"));
    expect(textVersion("a")).toHaveLength(22);
  });
});
