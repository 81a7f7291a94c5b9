// What each page of a production build (.next) costs a visitor: its first-load JavaScript and its HTML, read from
// the build's own files, so the figures are the same on every machine and need no server.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export type Chunk = { file: string; gzipBytes: number };
export type FirstLoad = { route: string; gzipBytes: number; chunks: Chunk[]; from: "html" | "build manifest" };

/** The <script src> a modern browser runs on first load: every one but the nomodule polyfills. */
export function scriptsOf(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1] ?? "")
    .filter((attributes) => !/\bnomodule\b/i.test(attributes))
    .map((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1])
    .filter((src): src is string => Boolean(src));
}

export const gzipSize = (bytes: Buffer | string) => gzipSync(bytes).length;

/** The prerendered HTML of a page or route ("/" is index.html, "/_not-found" the 404 page), or null. */
export function prerenderedHtmlFile(nextDir: string, page: string): string | null {
  const name = page === "/" ? "index" : page.replace(/^\//, "");
  const file = path.join(nextDir, "server", "app", `${name}.html`);
  return existsSync(file) ? file : null;
}

type RouteStats = { route: string; firstLoadChunkPaths: string[] };

function routeStats(nextDir: string): RouteStats[] {
  const file = path.join(nextDir, "diagnostics", "route-bundle-stats.json");
  if (!existsSync(file)) throw new Error(`${file} is missing: build the app first (npm run build)`);
  return JSON.parse(readFileSync(file, "utf8")) as RouteStats[];
}

// Most chunks are on every page: each file is compressed once per run.
const gzipBytesByFile = new Map<string, number>();

function chunksOf(nextDir: string, files: string[]): Chunk[] {
  return [...new Set(files)].map((file) => {
    const at = path.join(nextDir, file);
    const gzipBytes = gzipBytesByFile.get(at) ?? gzipSize(readFileSync(at));
    gzipBytesByFile.set(at, gzipBytes);
    return { file, gzipBytes };
  });
}

const total = (chunks: Chunk[]) => chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);

/**
 * The first-load JavaScript of `page`, whose route in the build is `route` ("/blog/[slug]", "/_not-found"). A
 * prerendered page is read from its HTML, exactly as a browser finds it; a page rendered per request (the signed-in
 * screens) from the chunk list Next records for its route.
 */
export function firstLoadOf(nextDir: string, { page, route }: { page: string; route: string }): FirstLoad {
  const htmlFile = prerenderedHtmlFile(nextDir, page) ?? prerenderedHtmlFile(nextDir, route);
  if (htmlFile) {
    const files = scriptsOf(readFileSync(htmlFile, "utf8")).map((src) => src.replace(/^\/_next\//, ""));
    const chunks = chunksOf(nextDir, files);
    return { route, gzipBytes: total(chunks), chunks, from: "html" };
  }
  const stats = routeStats(nextDir).find((entry) => entry.route === route);
  if (!stats) throw new Error(`the build has no route ${route}`);
  const chunks = chunksOf(
    nextDir,
    stats.firstLoadChunkPaths.map((file) => file.replace(/^\.next\//, "")),
  );
  return { route, gzipBytes: total(chunks), chunks, from: "build manifest" };
}

export type HtmlSize = { page: string; rawBytes: number; gzipBytes: number };

export function htmlSizeOf(nextDir: string, page: string): HtmlSize {
  const file = prerenderedHtmlFile(nextDir, page);
  if (!file) throw new Error(`${page} is not prerendered in this build: its HTML size cannot be read from the build`);
  const html = readFileSync(file);
  return { page, rawBytes: html.length, gzipBytes: gzipSize(html) };
}
