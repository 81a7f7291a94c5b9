// Which screens are preloaded on hover, after a delay and when idle, in one place.
import { delays } from "../config/timing";

/** Screens whose code is preloaded when a link to them is hovered for 100 ms. */
export const hoverPreloadPaths = [
  "/dashboard",
  "/generator",
  "/profile",
  "/hook-generator",
  "/presets-settings",
] as const;

/** Preloaded a while after a page loads. */
export const timedPreloads: Record<string, { afterMs: number; paths: string[] }> = {
  "/": { afterMs: delays.landingPreloadMs, paths: ["/features", "/dashboard"] },
  "/features": { afterMs: delays.featuresPreloadMs, paths: ["/dashboard"] },
};

/** Preloaded once the browser is idle. */
export const idlePreloadPaths = ["/dashboard", "/generator"] as const;

/** The hover-preloadable path a link points to, or null (other origins, other paths). */
export function hoverPreloadTarget(href: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return (hoverPreloadPaths as readonly string[]).includes(url.pathname) ? url.pathname : null;
}
