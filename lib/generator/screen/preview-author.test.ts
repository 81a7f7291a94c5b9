import { describe, expect, it } from "vitest";

import { monogram, previewAuthor } from "./preview-author";

describe("previewAuthor", () => {
  it("is the brand voice when one is chosen, else the profile's name", () => {
    expect(previewAuthor("Brewly Coffee", "Pat Example")).toEqual({
      name: "Brewly Coffee",
      handle: "brewlycoffee",
      initials: "BC",
    });
    expect(previewAuthor("  ", "Pat Example")).toEqual({ name: "Pat Example", handle: "patexample", initials: "PE" });
  });

  it("falls back to a plain brand when neither has a name, never to You", () => {
    expect(previewAuthor("", "")).toEqual({ name: "Your brand", handle: "yourbrand", initials: "YB" });
  });

  it("makes a handle of letters and digits only, accents dropped", () => {
    expect(previewAuthor("Café Søren & Co. 2", "").handle).toBe("cafesrenco2");
  });
});

describe("monogram", () => {
  it("takes the first letters of the first two words, in capitals", () => {
    expect(monogram("pat example")).toBe("PE");
    expect(monogram("Brewly")).toBe("B");
    expect(monogram("Jean-Luc  de la Roche")).toBe("JD");
    expect(monogram("Über Ärger")).toBe("ÜÄ");
    expect(monogram("  ")).toBe("?");
  });
});
