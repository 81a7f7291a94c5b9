// The landing page's three "how it works" cards: how far the cards have come into view (0..1), and which cards that
// reveals (at progress 0, 0.33 and 0.66). The section is only as tall as its cards: progress is measured while the
// cards pass into the viewport, so there is no scroll runway to sit through.
import { scroll } from "../config/marketing/pages";

/**
 * Progress of a list `height` px tall whose top is `top` px below the viewport's top: 0 while it is below the fold,
 * 1 once it is wholly in view, or once it fills the viewport when it is taller than the viewport.
 */
export function sectionProgress(top: number, height: number, viewportHeight: number): number {
  const travel = Math.min(height, viewportHeight);
  if (travel <= 0) return top < viewportHeight ? 1 : 0;
  return Math.min(1, Math.max(0, (viewportHeight - top) / travel));
}

export function revealedCards(progress: number, thresholds: readonly number[] = scroll.cardProgress): number {
  return thresholds.filter((threshold) => progress >= threshold).length;
}

/** Cards whose top is above the fold: when the page comes alive, the reader may already be looking at them. */
export function cardsAboveFold(cardTops: readonly number[], viewportHeight: number): number {
  return cardTops.filter((top) => top < viewportHeight).length;
}

/** A card once shown stays shown: scrolling back up never hides what the reader has seen. */
export function shownCards(alreadyShown: number, progress: number): number {
  return Math.max(alreadyShown, revealedCards(progress));
}
