// Bringing a new result into view: on a phone the result sits below the form, out of sight, when Generate is pressed.

/**
 * How to scroll a result's heading into view: not at all when it is already on screen (a wide layout shows the result
 * beside the form), otherwise to the top, instantly when the user asked for reduced motion.
 */
export function revealScroll(
  box: { top: number; bottom: number },
  viewportHeight: number,
  reducedMotion: boolean,
): ScrollIntoViewOptions | null {
  if (box.top >= 0 && box.bottom <= viewportHeight) return null;
  return { block: "start", behavior: reducedMotion ? "auto" : "smooth" };
}
