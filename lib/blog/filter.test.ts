import { describe, expect, it } from "vitest";

import {
  filterArticles,
  filtersFromQuery,
  filtersToQuery,
  hasActiveFilters,
  noFilters,
  tagsByUse,
  visibleTags,
} from "./filter";

const articles = [
  {
    slug: "hooks",
    title: "Hook formulas",
    excerpt: "Stop the scroll",
    tags: ["hooks", "social media"],
    category: "Copywriting",
  },
  {
    slug: "ads",
    title: "Facebook ads on a budget",
    excerpt: "What to test first",
    tags: ["Facebook ads", "conversion"],
    category: "Advertising",
  },
  {
    slug: "google",
    title: "Google headlines",
    excerpt: "Thirty characters that SELL",
    tags: ["Google Ads", "conversion"],
    category: "Advertising",
  },
];
const slugs = (filters: Parameters<typeof filterArticles>[1]) =>
  filterArticles(articles, filters).map((article) => article.slug);

describe("blog filters", () => {
  it("searches title, excerpt and tags, ignoring case", () => {
    expect(slugs({ ...noFilters, q: "HOOK" })).toEqual(["hooks"]);
    expect(slugs({ ...noFilters, q: "sell" })).toEqual(["google"]);
    expect(slugs({ ...noFilters, q: "social MEDIA" })).toEqual(["hooks"]);
    expect(slugs({ ...noFilters, q: "nothing like this" })).toEqual([]);
  });

  it("filters by category and tag, and combines everything with AND", () => {
    expect(slugs({ ...noFilters, category: "Advertising" })).toEqual(["ads", "google"]);
    expect(slugs({ ...noFilters, tag: "conversion" })).toEqual(["ads", "google"]);
    expect(slugs({ q: "google", category: "Advertising", tag: "conversion" })).toEqual(["google"]);
    expect(slugs({ q: "hook", category: "Advertising", tag: null })).toEqual([]);
  });

  it("knows when a filter is active, and round-trips through the URL", () => {
    expect(hasActiveFilters(noFilters)).toBe(false);
    expect(hasActiveFilters({ ...noFilters, q: "  " })).toBe(false);
    const filters = { q: "ads", category: "Advertising", tag: "conversion" };
    expect(hasActiveFilters(filters)).toBe(true);
    expect(filtersFromQuery(new URLSearchParams(filtersToQuery(filters)), ["Advertising"], ["conversion"])).toEqual(
      filters,
    );
    expect(filtersFromQuery(new URLSearchParams("category=Cooking&tag=x"), ["Advertising"], ["conversion"])).toEqual(
      noFilters,
    );
  });

  it("lists tags by use", () => {
    expect(tagsByUse(articles)[0]).toBe("conversion");
  });

  it("shows the first tags collapsed, all expanded, and always the selected one", () => {
    const tags = ["a", "b", "c", "d"];
    expect(visibleTags(tags, null, false, 2)).toEqual(["a", "b"]);
    expect(visibleTags(tags, null, true, 2)).toEqual(tags);
    expect(visibleTags(tags, "b", false, 2)).toEqual(["a", "b"]);
    expect(visibleTags(tags, "d", false, 2)).toEqual(["a", "b", "d"]);
  });
});
