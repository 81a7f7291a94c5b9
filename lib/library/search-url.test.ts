import { describe, expect, it } from "vitest";

import { libraryHref } from "./search-url";

describe("libraryHref", () => {
  it("puts the search and the other filters in the URL, in the form's order", () => {
    expect(
      libraryHref("/dashboard", [
        ["q", "launch post"],
        ["type", "social"],
        ["favourites", "1"],
      ]),
    ).toBe("/dashboard?q=launch+post&type=social&favourites=1");
  });

  it("leaves empty filters out, so a cleared search is the plain library address", () => {
    expect(
      libraryHref("/dashboard", [
        ["q", "   "],
        ["type", ""],
      ]),
    ).toBe("/dashboard");
    expect(
      libraryHref("/dashboard", [
        ["q", ""],
        ["type", "ads"],
      ]),
    ).toBe("/dashboard?type=ads");
  });

  it("trims the search words the way the server reads them", () => {
    expect(libraryHref("/dashboard", [["q", "  brew  "]])).toBe("/dashboard?q=brew");
  });
});
