import { describe, expect, it } from "vitest";
import { revealedCards, sectionProgress } from "./scroll-progress";

describe("scroll cards", () => {
  it("measures progress through the section", () => {
    expect(sectionProgress(100, 3000, 1000)).toBe(0);
    expect(sectionProgress(-1000, 3000, 1000)).toBe(0.5);
    expect(sectionProgress(-5000, 3000, 1000)).toBe(1);
  });

  it("reveals the cards at 0, 0.33 and 0.66", () => {
    expect([0, 0.32, 0.33, 0.65, 0.66, 1].map((progress) => revealedCards(progress))).toEqual([1, 1, 2, 2, 3, 3]);
  });
});
