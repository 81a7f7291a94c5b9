// Bringing a new result into view: on a phone the result sits below the form, out of sight, when Generate is pressed.
import { revealTopShare } from "../../config/generation/scoring";

/**
 * How to scroll a result's heading into view: not at all when it already sits high enough on screen for the copy under
 * it to show (a wide layout shows the result beside the form), otherwise to the top, instantly when the user asked for
 * reduced motion. A heading at the bottom edge is on screen, but the result under it is not.
 */
export function revealScroll(
  box: { top: number; bottom: number },
  viewportHeight: number,
  reducedMotion: boolean,
): ScrollIntoViewOptions | null {
  if (box.top >= 0 && box.bottom <= viewportHeight * revealTopShare) return null;
  return { block: "start", behavior: reducedMotion ? "auto" : "smooth" };
}
