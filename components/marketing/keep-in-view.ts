const readerEvents = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/**
 * Scrolls `section` to the top and, for `ms`, puts it back if something other than the reader scrolls the page away:
 * the router's scroll handling for a cross-page navigation can land after ours (seen on a loaded CI machine).
 * Stops at the reader's first wheel, touch, key or pointer press. Returns a function that stops it early.
 */
export function keepInView(section: HTMLElement, ms = 500): () => void {
  const until = performance.now() + ms;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of readerEvents) window.removeEventListener(type, stop);
  };
  for (const type of readerEvents) window.addEventListener(type, stop, { passive: true });
  const margin = parseFloat(getComputedStyle(section).scrollMarginTop) || 0;
  const keep = () => {
    if (Math.abs(section.getBoundingClientRect().top - margin) > 2) section.scrollIntoView({ block: "start" });
    if (performance.now() < until) frame = requestAnimationFrame(keep);
    else stop();
  };
  frame = requestAnimationFrame(keep);
  return stop;
}
