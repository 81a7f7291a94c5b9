// schema.org objects for the blog (BreadcrumbList, Blog, BlogPosting), built from the articles and APP_URL.
import type { ArticleSummary } from "../blog/schema";
import { site } from "../config/site";

export type Crumb = { name: string; path: string };

export function breadcrumbList(appUrl: string, crumbs: Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({ "@type": "ListItem", position: index + 1, name: crumb.name, item: new URL(crumb.path, appUrl).href })),
  };
}

function author(appUrl: string, article: ArticleSummary) {
  return article.author.name === `${site.name} Team`
    ? { "@type": "Organization", name: article.author.name, url: new URL("/", appUrl).href }
    : { "@type": "Person", name: article.author.name, description: article.author.bio };
}

export function blogPosting(appUrl: string, article: ArticleSummary) {
  const url = new URL(`/blog/${article.slug}`, appUrl).href;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: article.title,
    description: article.seo.metaDescription,
    image: new URL(article.featuredImage, appUrl).href,
    datePublished: article.publishedAt,
    dateModified: article.modifiedAt,
    author: author(appUrl, article),
    publisher: { "@type": "Organization", name: site.name, logo: { "@type": "ImageObject", url: new URL("/logo.svg", appUrl).href } },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    articleSection: article.category,
    keywords: article.seo.keywords.join(", "),
    timeRequired: `PT${article.readTime}M`,
  };
}

export function blogListing(appUrl: string, articles: ArticleSummary[]) {
  return {
    "@context": "https://schema.org",
    "@type": "Blog",
    name: `${site.name} Blog`,
    description: "AI-powered copywriting insights for marketers, founders, creators and agencies.",
    url: new URL("/blog", appUrl).href,
    blogPost: articles.map((article) => {
      const { "@context": _context, ...posting } = blogPosting(appUrl, article);
      return posting;
    }),
  };
}
