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

/**
 * The path a hovered link preloads, or null (other origins, other paths): the five app screens for any link, and
 * every page of this origin, with its query, for a site link (one that navigates in place, as next/link would).
 */
export function hoverPreloadTarget(href: string, origin: string, siteLink = false): string | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if ((hoverPreloadPaths as readonly string[]).includes(url.pathname)) return url.pathname;
  return siteLink ? `${url.pathname}${url.search}` : null;
}
