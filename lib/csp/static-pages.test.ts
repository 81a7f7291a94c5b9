import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

import { scriptHash } from "./inline-scripts";
import { readStaticPages } from "./static-pages";

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

const page = (script: string) =>
  `<!DOCTYPE html><html><body><script src="/_next/static/chunks/main.js" async=""></script><script>${script}</script></body></html>`;

/** A .next folder as `next build` leaves it: the prerender manifest and the pages' HTML under server/app. */
function build(
  routes: Record<string, { initialRevalidateSeconds: number | false }>,
  files: Record<string, string>,
): string {
  const distDir = mkdtempSync(path.join(tmpdir(), "hookline-csp-"));
  folders.push(distDir);
  writeFileSync(
    path.join(distDir, "prerender-manifest.json"),
    JSON.stringify({ version: 4, routes, dynamicRoutes: {} }),
  );
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(distDir, "server", "app", file)), { recursive: true });
    writeFileSync(path.join(distDir, "server", "app", file), text);
  }
  return distDir;
}

const staticRoute = { initialRevalidateSeconds: false as const };

describe("readStaticPages", () => {
  const distDir = () =>
    build(
      {
        "/": staticRoute,
        "/blog/first-post": staticRoute,
        "/_not-found": staticRoute,
        "/_global-error": staticRoute,
        "/sw.js": staticRoute,
      },
      {
        "index.html": page("home()"),
        "blog/first-post.html": page("post()"),
        "_not-found.html": page("notFound()"),
        "_global-error.html": page("globalError()"),
        "sw.js.body": "self.addEventListener('fetch', () => {})",
      },
    );

  it("answers a prerendered page with its own inline scripts' hashes, whatever the query", () => {
    const pages = readStaticPages(distDir());
    expect(pages.count).toBe(4);
    expect(pages.hashesFor("/")).toContain(scriptHash("home()"));
    expect(pages.hashesFor("/blog/first-post?ref=newsletter")).toContain(scriptHash("post()"));
    expect(pages.hashesFor("/blog/first-post")).not.toContain(scriptHash("home()"));
  });

  it("allows the not-found and error pages everywhere, since Next serves them for any path", () => {
    const pages = readStaticPages(distDir());
    for (const url of ["/", "/no-such-page", "/dashboard", "/api/health", "/%E0%A4%A"]) {
      expect(pages.hashesFor(url)).toEqual(
        expect.arrayContaining([scriptHash("notFound()"), scriptHash("globalError()")]),
      );
    }
    expect(pages.hashesFor("/dashboard")).toHaveLength(2);
  });

  it("finds a page by its percent-encoded path", () => {
    expect(readStaticPages(distDir()).hashesFor("/blog/first%2Dpost")).toContain(scriptHash("post()"));
  });

  it("refuses a build with a page that revalidates, whose HTML would no longer match its hashes", () => {
    const revalidating = build({ "/pricing": { initialRevalidateSeconds: 60 } }, { "pricing.html": page("pricing()") });
    expect(() => readStaticPages(revalidating)).toThrow(/\/pricing is prerendered with revalidate = 60/);
  });
});
