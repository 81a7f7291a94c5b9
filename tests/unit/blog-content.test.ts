// The articles themselves: every file in content/blog passes the schema and the blog's content rules.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { parseArticle, sortNewestFirst } from "@/lib/blog/parse";
import { expectedReadTime, wordCount } from "@/lib/blog/read-time";
import { blogCategories } from "@/lib/blog/schema";

const dir = path.join(import.meta.dirname, "..", "..", "content", "blog");
const articles = sortNewestFirst(
  readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .map((name) => parseArticle(`content/blog/${name}`, readFileSync(path.join(dir, name), "utf8"))),
);

describe("blog content", () => {
  it("has at least 21 articles, every category used, more than 8 distinct tags", () => {
    expect(articles.length).toBeGreaterThanOrEqual(21);
    expect(new Set(articles.map((article) => article.category))).toEqual(new Set(blogCategories));
    expect(new Set(articles.flatMap((article) => article.tags)).size).toBeGreaterThan(8);
  });

  it.each(articles.map((article) => [article.slug, article] as const))(
    "%s: readTime matches its words, at least 800 of them, a local cover",
    (_slug, article) => {
      expect(wordCount(article.content)).toBeGreaterThanOrEqual(800);
      expect(Math.abs(article.readTime - expectedReadTime(article.content))).toBeLessThanOrEqual(1);
      expect(article.id).toBe(article.slug);
      expect(existsSync(path.join(dir, "..", "..", "public", article.featuredImage))).toBe(true);
    },
  );

  it("the newest is dated 2025-09-02, 10 minutes, five tags, by the Hookline Team", () => {
    const newest = articles[0]!;
    expect(newest.publishedAt.slice(0, 10)).toBe("2025-09-02");
    expect(newest.readTime).toBe(10);
    expect(newest.tags).toHaveLength(5);
    expect(newest.author.name).toBe("Hookline Team");
  });
});
