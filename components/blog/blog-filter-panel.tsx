"use client";

import { useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from "react";

import {
  filterArticles,
  filtersFromQuery,
  filtersToQuery,
  hasActiveFilters,
  noFilters,
  visibleTags,
  type BlogFilters,
} from "@/lib/blog/filter";
import { blog } from "@/lib/config/marketing/pages";

// The filters live in the URL query. The page is static: the server (and hydration) renders no filters, then the
// query is read in the browser; chip clicks push history entries (shareable, back works), typing replaces one.
function subscribe(listener: () => void): () => void {
  window.addEventListener("popstate", listener);
  window.addEventListener("hookline:blog-query", listener);
  return () => {
    window.removeEventListener("popstate", listener);
    window.removeEventListener("hookline:blog-query", listener);
  };
}

function navigate(filters: BlogFilters, mode: "push" | "replace"): void {
  const url = `${window.location.pathname}${filtersToQuery(filters)}`;
  if (mode === "push") window.history.pushState(null, "", url);
  else window.history.replaceState(null, "", url);
  window.dispatchEvent(new Event("hookline:blog-query"));
}

function Chip({
  active,
  onClick,
  className,
  children,
}: {
  active: boolean;
  onClick: () => void;
  className: string;
  children: string;
}) {
  return (
    <button type="button" aria-pressed={active} onClick={onClick} className={className}>
      {children}
    </button>
  );
}

/** What the filters read of an article. */
export type FilterableArticle = { slug: string; title: string; excerpt: string; tags: string[]; category: string };

export type BlogFilterLooks = {
  input: string;
  clear: string;
  clearAll: string;
  /** A category or tag chip; its pressed look comes from aria-pressed. */
  chip: string;
  /** The Show More / Show Less toggle. */
  more: string;
  searchIcon: ReactNode;
  clearIcon: ReactNode;
  /** What the list says when nothing matches, above its Clear All Filters button. */
  noResults: ReactNode;
};

/**
 * The listing's search box, chips and result list. The cards come rendered by the server (`cards`, by slug), and so
 * do the icons and the controls' classes: the browser runs only the filtering.
 */
export function BlogFilterPanel({
  articles,
  categories,
  tags,
  cards,
  looks,
}: {
  articles: FilterableArticle[];
  categories: string[];
  tags: string[];
  cards: Record<string, ReactNode>;
  looks: BlogFilterLooks;
}) {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => "",
  );
  const filters = useMemo(
    () => filtersFromQuery(new URLSearchParams(search), categories, tags),
    [search, categories, tags],
  );
  const [showAllTags, setShowAllTags] = useState(false);
  const searchInput = useRef<HTMLInputElement>(null);
  const visible = filterArticles(articles, filters);
  const active = hasActiveFilters(filters);
  const shownTags = visibleTags(tags, filters.tag, showAllTags, blog.collapsedTags);
  const hiddenTags = tags.length - visibleTags(tags, filters.tag, false, blog.collapsedTags).length;
  const clear = () => {
    navigate(noFilters, "push");
    // Both clear buttons disappear once clicked; the search box is where the reader starts again.
    searchInput.current?.focus();
  };

  return (
    <div className="grid gap-8">
      <div className="grid gap-4">
        <div className="flex flex-col gap-3 sm:flex-row">
          <div className="relative flex-1">
            {looks.searchIcon}
            <input
              ref={searchInput}
              type="search"
              data-slot="input"
              aria-label="Search articles"
              placeholder="Search articles..."
              value={filters.q}
              onChange={(event) => navigate({ ...filters, q: event.target.value }, "replace")}
              className={`${looks.input} pl-9`}
            />
          </div>
          {active ? (
            <button type="button" data-slot="button" className={looks.clear} onClick={clear}>
              {looks.clearIcon}
              Clear Filters
            </button>
          ) : null}
        </div>
        <div role="group" aria-label="Categories" className="flex flex-wrap gap-2">
          {categories.map((category) => (
            <Chip
              key={category}
              active={filters.category === category}
              className={looks.chip}
              onClick={() =>
                navigate({ ...filters, category: filters.category === category ? null : category }, "push")
              }
            >
              {category}
            </Chip>
          ))}
        </div>
        <div role="group" aria-label="Tags" className="flex flex-wrap items-center gap-2">
          {shownTags.map((tag) => (
            <Chip
              key={tag}
              active={filters.tag === tag}
              className={looks.chip}
              onClick={() => navigate({ ...filters, tag: filters.tag === tag ? null : tag }, "push")}
            >
              {`#${tag}`}
            </Chip>
          ))}
          {hiddenTags > 0 || showAllTags ? (
            <button
              type="button"
              aria-expanded={showAllTags}
              onClick={() => setShowAllTags(!showAllTags)}
              className={looks.more}
            >
              {showAllTags ? "Show Less" : `Show More (${hiddenTags})`}
            </button>
          ) : null}
        </div>
      </div>
      <p className="sr-only" aria-live="polite">
        {visible.length} {visible.length === 1 ? "article" : "articles"}
      </p>
      {visible.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-xl border border-dashed p-12 text-center">
          {looks.noResults}
          <button type="button" data-slot="button" className={looks.clearAll} onClick={clear}>
            Clear All Filters
          </button>
        </div>
      ) : (
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {visible.map((article) => (
            <li key={article.slug} className="flex">
              {cards[article.slug]}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
