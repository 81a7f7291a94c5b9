import { SearchIcon } from "@/components/icons/search-icon";
import { XIcon } from "@/components/icons/x-icon";
import { buttonVariants } from "@/components/ui/button-variants";
import { inputClassName } from "@/components/ui/input";
import type { CardArticle } from "@/lib/blog/schema";

import { ArticleCard } from "./article-card";
import { BlogFilterPanel } from "./blog-filter-panel";

/** The blog's listing: search, category and tag filters (kept in the URL query) over every article's card. */
export function BlogExplorer({
  articles,
  categories,
  tags,
}: {
  articles: CardArticle[];
  categories: string[];
  tags: string[];
}) {
  return (
    <BlogFilterPanel
      articles={articles.map(({ slug, title, excerpt, tags: articleTags, category }) => ({
        slug,
        title,
        excerpt,
        tags: articleTags,
        category,
      }))}
      categories={categories}
      tags={tags}
      cards={Object.fromEntries(
        articles.map((article, index) => [
          article.slug,
          <ArticleCard key={article.slug} article={article} eager={index < 3} />,
        ]),
      )}
      looks={{
        input: inputClassName,
        clear: buttonVariants({ variant: "outline" }),
        clearAll: buttonVariants(),
        chip: "rounded-full border bg-background px-3 py-1 text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground aria-pressed:hover:bg-primary",
        more: "inline-flex min-h-8 items-center px-1 text-sm font-medium text-primary underline-offset-4 hover:underline",
        searchIcon: (
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        ),
        clearIcon: <XIcon />,
        noResults: (
          <>
            <h2 className="text-xl font-semibold">No articles found</h2>
            <p className="text-muted-foreground">Try adjusting your search terms or filters.</p>
          </>
        ),
      }}
    />
  );
}
