import { describe, expect, it } from "vitest";

import { cardsAboveFold, revealedCards, sectionProgress, shownCards } from "./scroll-progress";

type Box = { top: number; bottom: number };

/** Three cards side by side (wide screens) or stacked with a gap (phones), relative to the list's top. */
const layouts = {
  row: { viewport: 900, cards: [0, 1, 2].map(() => ({ top: 0, bottom: 520 })) },
  stack: { viewport: 844, cards: [0, 1, 2].map((index) => ({ top: index * 444, bottom: index * 444 + 420 })) },
};

const intersects = (box: Box, viewport: number) => box.bottom > 0 && box.top < viewport;

/** Scrolls the list from below the fold to above the viewport in 10 px steps, as the cards would be shown. */
function scrollThrough({ viewport, cards }: { viewport: number; cards: Box[] }) {
  const height = Math.max(...cards.map((card) => card.bottom));
  const steps: { listTop: number; shown: number; visible: number[] }[] = [];
  let shown = 0;
  for (let listTop = viewport + 200; listTop > -height - 200; listTop -= 10) {
    shown = shownCards(shown, sectionProgress(listTop, height, viewport));
    const onScreen = cards.map((card) => ({ top: card.top + listTop, bottom: card.bottom + listTop }));
    steps.push({
      listTop,
      shown,
      visible: onScreen.flatMap((card, index) => (intersects(card, viewport) ? [index] : [])),
    });
  }
  return { height, steps };
}

describe("scroll cards", () => {
  it("measures progress as the cards come into view", () => {
    expect([900, 1200, 750, 600, 380, -2000].map((top) => sectionProgress(top, 380, 900))).toEqual([
      0,
      0,
      150 / 380,
      300 / 380,
      1,
      1,
    ]);
    // Taller than the viewport: full progress once the cards fill it.
    expect([844, 422, 0, -500].map((top) => sectionProgress(top, 1300, 844))).toEqual([0, 0.5, 1, 1]);
  });

  it("reveals the cards at 0, 0.33 and 0.66", () => {
    expect([0, 0.32, 0.33, 0.65, 0.66, 1].map((progress) => revealedCards(progress))).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it("never hides a card again, and keeps cards already above the fold", () => {
    expect(shownCards(3, 0)).toBe(3);
    expect(shownCards(1, 0.7)).toBe(3);
    expect(cardsAboveFold([200, 200, 200], 900)).toBe(3);
    expect(cardsAboveFold([700, 1144, 1588], 844)).toBe(1);
    expect(cardsAboveFold([1000, 1000, 1000], 900)).toBe(0);
  });

  for (const [name, layout] of Object.entries(layouts)) {
    it(`shows a card whenever the ${name} of cards is on screen, revealing them in order`, () => {
      const { height, steps } = scrollThrough(layout);
      for (const step of steps.filter((each) => each.listTop < layout.viewport && each.listTop + height > 0)) {
        expect(
          step.visible.some((index) => index < step.shown),
          `list top at ${step.listTop}`,
        ).toBe(true);
      }
      const counts = steps.map((step) => step.shown);
      expect(counts).toEqual([...counts].sort((a, b) => a - b));
      expect(new Set(counts)).toEqual(new Set([1, 2, 3]));
      // Every card is shown by the time the list is wholly in view, or fills the viewport.
      const settled = steps.find((step) => step.listTop <= Math.max(0, layout.viewport - height));
      expect(settled?.shown).toBe(3);
    });
  }
});
