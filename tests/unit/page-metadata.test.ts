// Every indexed page's <title> and meta description fit in a search result, as the crawler sees them: the public
// routes of lib/config/marketing/routes.ts (their page files, found under app/) and every blog article.
import { readdirSync } from "node:fs";
import path from "node:path";
import type { Metadata } from "next";
import { describe, expect, it } from "vitest";

import { loadArticles } from "@/lib/blog/load";
import { publicRoutes } from "@/lib/config/marketing/routes";
import { searchSnippet, site } from "@/lib/config/marketing/site";

const appDir = path.join(import.meta.dirname, "..", "..", "app");

/** Route path → page file, route groups such as (marketing) left out of the path. */
function pageFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(appDir, { recursive: true, encoding: "utf8" })) {
    if (path.basename(entry) !== "page.tsx") continue;
    const segments = path
      .dirname(entry)
      .split(path.sep)
      .filter((segment) => segment !== "." && !/^\(.+\)$/.test(segment));
    files.set(`/${segments.join("/")}`, path.join(appDir, entry));
  }
  return files;
}

/** The <title> Next writes: an absolute title as it is, any other through the root layout's "%s · Hookline". */
function documentTitle(title: Metadata["title"]): string {
  if (typeof title === "string") return `${title} · ${site.name}`;
  if (title && typeof title === "object" && "absolute" in title) return title.absolute;
  throw new Error(`unexpected title ${JSON.stringify(title)}`);
}

const files = pageFiles();
const indexed = publicRoutes.filter((route) => route.indexed);

describe("page titles and descriptions", () => {
  it.each(indexed.map((route) => [route.path] as const))("%s fits a search result", async (route) => {
    const file = files.get(route);
    expect(file, `no page file for ${route}`).toBeDefined();
    const { metadata } = (await import(/* @vite-ignore */ file!)) as { metadata: Metadata };
    expect(documentTitle(metadata.title).length).toBeLessThanOrEqual(searchSnippet.maxTitleLength);
    expect(metadata.description?.length ?? 0).toBeGreaterThan(0);
    expect(metadata.description!.length).toBeLessThanOrEqual(searchSnippet.maxDescriptionLength);
  });

  it("the home page's title is the site's short title, not name and tagline", async () => {
    const { metadata } = (await import(/* @vite-ignore */ files.get("/")!)) as { metadata: Metadata };
    expect(documentTitle(metadata.title)).toBe(site.title);
  });

  it.each(loadArticles().map((article) => [article.slug, article] as const))(
    "article %s fits a search result",
    (_slug, article) => {
      expect(article.seo.metaTitle.length).toBeLessThanOrEqual(searchSnippet.maxTitleLength);
      expect(article.seo.metaDescription.length).toBeLessThanOrEqual(searchSnippet.maxDescriptionLength);
    },
  );
});
