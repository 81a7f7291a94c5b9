import "server-only";

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { cache } from "react";

import { parseArticle, sortNewestFirst } from "./parse";
import type { Article, ArticleSummary } from "./schema";

const blogDir = path.join(process.cwd(), "content", "blog");

/** Every article in content/blog, validated, newest first. Read at build time (the blog pages are static). */
export const loadArticles = cache((): Article[] => {
  const files = readdirSync(blogDir).filter((name) => name.endsWith(".md"));
  const articles = files.map((name) =>
    parseArticle(`content/blog/${name}`, readFileSync(path.join(blogDir, name), "utf8")),
  );
  const slugs = new Set<string>();
  for (const article of articles) {
    if (slugs.has(article.slug)) throw new Error(`content/blog: two articles use the slug ${article.slug}`);
    slugs.add(article.slug);
  }
  return sortNewestFirst(articles);
});

export function findArticle(slug: string): Article | undefined {
  return loadArticles().find((article) => article.slug === slug);
}

export function summaries(): ArticleSummary[] {
  return loadArticles().map(({ content: _content, ...summary }) => summary);
}

/** Up to `limit` other articles of the same category, newest first. */
export function relatedArticles(article: Article, limit: number): ArticleSummary[] {
  return summaries()
    .filter((other) => other.category === article.category && other.slug !== article.slug)
    .slice(0, limit);
}
