// The landing page's three scroll cards: how far the reader has scrolled through the section (0..1), and which
// cards that reveals (SPEC §4: at progress 0, 0.33 and 0.66).
import { scroll } from "../config/thresholds";

/** Progress through a section that is `sectionHeight` tall, starting `sectionTop` px from the viewport's top. */
export function sectionProgress(sectionTop: number, sectionHeight: number, viewportHeight: number): number {
  const travel = sectionHeight - viewportHeight;
  if (travel <= 0) return sectionTop <= 0 ? 1 : 0;
  return Math.min(1, Math.max(0, -sectionTop / travel));
}

export function revealedCards(progress: number, thresholds: readonly number[] = scroll.cardProgress): number {
  return thresholds.filter((threshold) => progress >= threshold).length;
}
