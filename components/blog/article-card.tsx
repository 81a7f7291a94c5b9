import { SiteLink } from "@/components/navigation/site-link";
import type { CardArticle } from "@/lib/blog/schema";
import { blog } from "@/lib/config/marketing/pages";
import { longDate } from "@/lib/format";

// Cards link with prefetch off: prefetching the cards in view nearly doubled the listing's total blocking time in
// Lighthouse mobile (120 ms → 220 ms); an article's payload is fetched on click instead.

/** A listing card: image, category, read time, title link, 3-line excerpt, tags, author, date, Read More. */
export function ArticleCard({
  article,
  eager = false,
  headingLevel = 2,
}: {
  article: CardArticle;
  eager?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const shownTags = article.tags.slice(0, blog.tagsPerCard);
  const moreTags = article.tags.length - shownTags.length;
  return (
    <article
      className="flex flex-col overflow-hidden rounded-xl border bg-background shadow-sm"
      data-testid="article-card"
      data-category={article.category}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- local SVG covers, sized by width/height */}
      <img
        src={article.featuredImage}
        alt={article.featuredImageAlt}
        width={1200}
        height={630}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className="aspect-[1200/630] h-auto w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-center gap-3 text-xs">
          <span className="rounded-full bg-secondary px-2.5 py-0.5 font-semibold text-secondary-foreground">
            {article.category}
          </span>
          <span className="text-muted-foreground">{article.readTime} min read</span>
        </div>
        <Heading className="text-lg leading-snug font-semibold">
          <SiteLink href={`/blog/${article.slug}`} className="hover:text-primary">
            {article.title}
          </SiteLink>
        </Heading>
        <p className="line-clamp-3 text-sm text-muted-foreground">{article.excerpt}</p>
        <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
          {shownTags.map((tag) => (
            <li key={tag} className="rounded-md border px-2 py-0.5 text-xs text-muted-foreground">
              {tag}
            </li>
          ))}
          {moreTags > 0 ? (
            <li className="rounded-md border px-2 py-0.5 text-xs text-muted-foreground">+{moreTags} more</li>
          ) : null}
        </ul>
        <div className="mt-auto flex items-center justify-between gap-3 pt-2 text-xs text-muted-foreground">
          <span>
            {article.author.name} ·{" "}
            <time dateTime={article.publishedAt}>{longDate.format(new Date(article.publishedAt))}</time>
          </span>
          <SiteLink
            href={`/blog/${article.slug}`}
            className="inline-flex min-h-8 items-center font-medium text-primary hover:underline"
            aria-label={`Read More: ${article.title}`}
          >
            Read More →
          </SiteLink>
        </div>
      </div>
    </article>
  );
}
