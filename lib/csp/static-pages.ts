// The prerendered pages of a production build and the hashes of their inline scripts. Their HTML is fixed when the
// build ends, and Next serves it as it is, without a nonce, so these hashes are what lets their scripts run.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { inlineScriptHashes } from "./inline-scripts.ts";

/** The part of Next's .next/prerender-manifest.json read here. */
type PrerenderManifest = { routes: Record<string, { initialRevalidateSeconds?: number | false }> };

/** The pages Next answers any path with when nothing else matches or rendering fails. */
const fallbackPages = ["/_not-found", "/_global-error"];

export type StaticPages = {
  /** How many prerendered HTML pages were found. */
  count: number;
  /** The hash sources a response to `url` needs: its own page's, if it is a prerendered page, and the fallback pages'. */
  hashesFor(url: string): string[];
};

function htmlFileOf(distDir: string, route: string): string {
  return path.join(distDir, "server", "app", `${route === "/" ? "/index" : route}.html`);
}

function decoded(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

/**
 * Reads the build in `distDir` (a .next folder). Throws when a page revalidates (ISR): Next would replace its
 * HTML while the server runs, and the new inline scripts would match no hash.
 */
export function readStaticPages(distDir: string): StaticPages {
  const manifest = JSON.parse(readFileSync(path.join(distDir, "prerender-manifest.json"), "utf8")) as PrerenderManifest;
  const pages = new Map<string, string[]>();
  for (const [route, info] of Object.entries(manifest.routes)) {
    const file = htmlFileOf(distDir, route);
    if (!existsSync(file)) continue; // a route handler's output (sw.js, rss.xml, images), not a page
    if (typeof info.initialRevalidateSeconds === "number") {
      throw new Error(
        `${route} is prerendered with revalidate = ${info.initialRevalidateSeconds}: its HTML changes after the build, so the Content-Security-Policy cannot hash its inline scripts. Make the page static or dynamic.`,
      );
    }
    pages.set(route, inlineScriptHashes(readFileSync(file, "utf8")));
  }
  const fallback = fallbackPages.flatMap((route) => pages.get(route) ?? []);
  return {
    count: pages.size,
    hashesFor(url) {
      const queryAt = url.search(/[?#]/);
      const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
      const own = pages.get(pathname) ?? pages.get(decoded(pathname) ?? pathname) ?? [];
      return [...new Set([...own, ...fallback])];
    },
  };
}
