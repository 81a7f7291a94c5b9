import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { StartTrialButton } from "@/components/auth/start-trial-button";
import { ArticleBody } from "@/components/blog/article-body";
import { ArticleCard } from "@/components/blog/article-card";
import { Breadcrumbs } from "@/components/blog/breadcrumbs";
import { ShareButton } from "@/components/blog/share-button";
import { ShareIcon } from "@/components/icons/share-icon";
import { StructuredData } from "@/components/marketing/structured-data";
import { NewsletterBlock } from "@/components/newsletter/newsletter-block";
import { findArticle, loadArticles, relatedArticles } from "@/lib/blog/load";
import { tableOfContents } from "@/lib/blog/toc";
import { blog } from "@/lib/config/marketing/pages";
import { site } from "@/lib/config/marketing/site";
import { trial } from "@/lib/config/plans";
import { env } from "@/lib/env";
import { longDate } from "@/lib/format";
import { blogPosting, breadcrumbList } from "@/lib/seo/structured-data";

type Props = { params: Promise<{ slug: string }> };

export function generateStaticParams() {
  return loadArticles().map((article) => ({ slug: article.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = findArticle((await params).slug);
  if (!article) return {};
  const path = `/blog/${article.slug}`;
  return {
    title: { absolute: article.seo.metaTitle },
    description: article.seo.metaDescription,
    keywords: article.seo.keywords,
    authors: [{ name: article.author.name }],
    alternates: {
      canonical: path,
      types: { "application/rss+xml": [{ url: "/blog/rss.xml", title: `${site.name} Blog` }] },
    },
    openGraph: {
      type: "article",
      title: article.seo.metaTitle,
      description: article.seo.metaDescription,
      url: path,
      siteName: site.name,
      locale: "en_US",
      publishedTime: article.publishedAt,
      modifiedTime: article.modifiedAt,
      authors: [article.author.name],
      section: article.category,
      tags: article.tags,
      // The preview image is ./opengraph-image.tsx (PNG): the SVG cover would not show on social networks.
    },
    twitter: { card: "summary_large_image", title: article.seo.metaTitle, description: article.seo.metaDescription },
  };
}

export default async function ArticlePage({ params }: Props) {
  const article = findArticle((await params).slug);
  // An unknown article is not a 404: the reader lands on the blog's listing.
  if (!article) redirect("/blog");
  const crumbs = [
    { name: "Home", path: "/" },
    { name: "Blog", path: "/blog" },
    { name: article.title, path: `/blog/${article.slug}` },
  ];
  const toc = tableOfContents(article.content);
  const related = relatedArticles(article, blog.relatedArticles);
  const updated = article.modifiedAt.slice(0, 10) !== article.publishedAt.slice(0, 10);

  return (
    <>
      <StructuredData data={blogPosting(env.APP_URL, article)} />
      <StructuredData data={breadcrumbList(env.APP_URL, crumbs)} />
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <Breadcrumbs crumbs={crumbs} />
        <header className="mt-6 grid gap-4">
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <span className="rounded-full bg-secondary px-2.5 py-0.5 font-semibold text-secondary-foreground">
              {article.category}
            </span>
            <span className="text-muted-foreground">{article.readTime} min read</span>
            <time dateTime={article.publishedAt} className="text-muted-foreground">
              {longDate.format(new Date(article.publishedAt))}
            </time>
            {updated ? (
              <span className="text-muted-foreground">
                Updated <time dateTime={article.modifiedAt}>{longDate.format(new Date(article.modifiedAt))}</time>
              </span>
            ) : null}
          </div>
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-5xl">{article.title}</h1>
          <p className="text-lg text-muted-foreground">{article.excerpt}</p>
          <div className="flex flex-wrap items-center justify-between gap-4 border-y py-4">
            <div>
              <p className="font-medium">{article.author.name}</p>
              <p className="text-sm text-muted-foreground">{article.author.bio}</p>
            </div>
            <ShareButton title={article.title} path={`/blog/${article.slug}`} icon={<ShareIcon />} />
          </div>
        </header>
        {/* eslint-disable-next-line @next/next/no-img-element -- local SVG cover, sized by width/height */}
        <img
          src={article.featuredImage}
          alt={article.featuredImageAlt}
          width={1200}
          height={630}
          fetchPriority="high"
          className="mt-8 h-auto w-full rounded-xl border"
        />
        {toc.length > 0 ? (
          <nav aria-label="Table of contents" className="mt-8 rounded-xl border bg-muted/40 p-5">
            <h2 className="text-sm font-semibold">In this article</h2>
            <ol className="mt-3 grid gap-1.5 text-sm">
              {toc.map((entry) => (
                <li key={entry.id} className={entry.level === 3 ? "pl-4" : undefined}>
                  <a href={`#${entry.id}`} className="text-primary underline-offset-4 hover:underline">
                    {entry.text}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <div className="mt-8">
          <ArticleBody markdown={article.content} />
        </div>
        <ul aria-label="Tags" className="mt-10 flex flex-wrap gap-2">
          {article.tags.map((tag) => (
            <li key={tag} className="rounded-md border px-2.5 py-1 text-sm text-muted-foreground">
              #{tag}
            </li>
          ))}
        </ul>
        <aside
          aria-labelledby="article-cta"
          className="mt-12 grid gap-4 rounded-2xl bg-primary p-8 text-primary-foreground"
        >
          <h2 id="article-cta" className="text-2xl font-bold">
            Put this into practice with Hookline
          </h2>
          <p>
            Turn your next brief into on-brand ads, posts, emails and hooks in seconds. Try it free for {trial.days}{" "}
            days.
          </p>
          <div>
            <StartTrialButton variant="secondary" size="lg" />
          </div>
        </aside>
      </article>
      {related.length > 0 ? (
        <section aria-labelledby="related-title" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
          <h2 id="related-title" className="mb-6 text-2xl font-bold">
            Related articles
          </h2>
          <ul className="grid gap-6 md:grid-cols-2" data-testid="related-articles">
            {related.map((other) => (
              <li key={other.slug} className="flex">
                <ArticleCard article={other} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <NewsletterBlock />
    </>
  );
}
