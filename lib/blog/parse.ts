// Parses one article file; a bad file fails with its path and the field at fault.
import matter from "gray-matter";

import { fillPlaceholders } from "./placeholders.ts";
import { frontmatterSchema, type Article } from "./schema.ts";

export class ArticleError extends Error {
  override name = "ArticleError";
}

export function parseArticle(file: string, source: string): Article {
  // Filled before anything is read, so the title, excerpt, SEO fields and body all carry the configured numbers.
  const filled = fillPlaceholders(source);
  if ("problem" in filled) throw new ArticleError(`${file}:${filled.line}: ${filled.problem}`);
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(filled.text);
  } catch (error) {
    throw new ArticleError(
      `${file}: the frontmatter is not valid YAML (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  // YAML reads unquoted timestamps as Dates; the schema wants the ISO text.
  const data = JSON.parse(JSON.stringify(parsed.data)) as unknown;
  const result = frontmatterSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ArticleError(
      `${file}: ${issue ? `${issue.path.join(".") || "frontmatter"}: ${issue.message}` : "invalid frontmatter"}`,
    );
  }
  if (result.data.updatedAt && Date.parse(result.data.updatedAt) < Date.parse(result.data.publishedAt)) {
    throw new ArticleError(`${file}: updatedAt: must not be before publishedAt`);
  }
  const expectedSlug = file.split("/").pop()?.replace(/\.md$/, "");
  if (result.data.slug !== expectedSlug)
    throw new ArticleError(`${file}: slug: must match the file name (${expectedSlug})`);
  return {
    ...result.data,
    modifiedAt: result.data.updatedAt ?? result.data.publishedAt,
    content: parsed.content.trim(),
  };
}

/** Newest first; ties broken by slug so the order never changes between builds. */
export function sortNewestFirst<T extends { publishedAt: string; slug: string }>(articles: readonly T[]): T[] {
  // Compared as instants: the text of "2025-09-02T10:00:00+02:00" sorts after "2025-09-02T09:00:00Z", the time before it.
  return [...articles].sort(
    (a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt) || a.slug.localeCompare(b.slug),
  );
}
