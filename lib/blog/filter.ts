// Blog filters: search text, one category or none, one tag or none, combined with AND.
export type BlogFilters = { q: string; category: string | null; tag: string | null };

type Filterable = { title: string; excerpt: string; tags: string[]; category: string };

export const noFilters: BlogFilters = { q: "", category: null, tag: null };

export function matches(article: Filterable, filters: BlogFilters): boolean {
  const q = filters.q.trim().toLowerCase();
  if (
    q &&
    !article.title.toLowerCase().includes(q) &&
    !article.excerpt.toLowerCase().includes(q) &&
    !article.tags.some((tag) => tag.toLowerCase().includes(q))
  ) {
    return false;
  }
  if (filters.category && article.category !== filters.category) return false;
  if (filters.tag && !article.tags.includes(filters.tag)) return false;
  return true;
}

export function filterArticles<T extends Filterable>(articles: readonly T[], filters: BlogFilters): T[] {
  return articles.filter((article) => matches(article, filters));
}

export function hasActiveFilters(filters: BlogFilters): boolean {
  return filters.q.trim() !== "" || filters.category !== null || filters.tag !== null;
}

/** Every tag, most used first, then alphabetically. */
export function tagsByUse(articles: readonly { tags: string[] }[]): string[] {
  const counts = new Map<string, number>();
  for (const article of articles) for (const tag of article.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts.keys()].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || a.localeCompare(b));
}

/** The first `collapsed` tags, or all of them; a selected tag stays in view even when it is not among the first. */
export function visibleTags(
  tags: readonly string[],
  selected: string | null,
  showAll: boolean,
  collapsed: number,
): string[] {
  if (showAll) return [...tags];
  const first = tags.slice(0, collapsed);
  return selected && !first.includes(selected) && tags.includes(selected) ? [...first, selected] : first;
}

/** Categories in use, alphabetically. */
export function categoriesInUse(articles: readonly { category: string }[]): string[] {
  return [...new Set(articles.map((article) => article.category))].sort((a, b) => a.localeCompare(b));
}

/** Reads filters from a URL query; unknown categories and tags are ignored. */
export function filtersFromQuery(
  params: URLSearchParams,
  categories: readonly string[],
  tags: readonly string[],
): BlogFilters {
  const category = params.get("category");
  const tag = params.get("tag");
  return {
    q: params.get("q") ?? "",
    category: category && categories.includes(category) ? category : null,
    tag: tag && tags.includes(tag) ? tag : null,
  };
}

export function filtersToQuery(filters: BlogFilters): string {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set("q", filters.q);
  if (filters.category) params.set("category", filters.category);
  if (filters.tag) params.set("tag", filters.tag);
  const query = params.toString();
  return query ? `?${query}` : "";
}
