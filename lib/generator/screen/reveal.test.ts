import { describe, expect, it } from "vitest";

import { revealScroll } from "./reveal";

describe("bringing the result's heading into view", () => {
  it("leaves the page alone when the heading is already on screen", () => {
    expect(revealScroll({ top: 120, bottom: 150 }, 800, false)).toBeNull();
  });

  it("scrolls a heading below the fold, or above it, to the top", () => {
    expect(revealScroll({ top: 1400, bottom: 1430 }, 800, false)).toEqual({ block: "start", behavior: "smooth" });
    expect(revealScroll({ top: -300, bottom: -270 }, 800, false)).toEqual({ block: "start", behavior: "smooth" });
  });

  it("scrolls a heading that only reached the bottom edge, so the result under it shows", () => {
    expect(revealScroll({ top: 770, bottom: 798 }, 844, false)).toEqual({ block: "start", behavior: "smooth" });
    expect(revealScroll({ top: 770, bottom: 798 }, 844, true)).toEqual({ block: "start", behavior: "auto" });
  });

  it("jumps instead of gliding when the user asked for reduced motion", () => {
    expect(revealScroll({ top: 1400, bottom: 1430 }, 800, true)).toEqual({ block: "start", behavior: "auto" });
  });
});
