// schema.org objects for the home page (Organization, WebSite) and the blog (BreadcrumbList, Blog, BlogPosting),
// built from the config, the articles and APP_URL. Images are PNGs with their size: search engines read no SVG here.
import type { ArticleSummary } from "../blog/schema";
import { company } from "../config/marketing/company";
import { site } from "../config/marketing/site";
import { articleImagePath, openGraphImageSize } from "./open-graph-image";

function imageObject(appUrl: string, path: string, size: { width: number; height: number }) {
  return { "@type": "ImageObject", url: new URL(path, appUrl).href, width: size.width, height: size.height };
}

function logo(appUrl: string) {
  return imageObject(appUrl, site.logo.path, site.logo);
}

export function organization(appUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    legalName: company.legalName,
    description: site.description,
    url: new URL("/", appUrl).href,
    logo: logo(appUrl),
    email: site.contactEmail,
    address: {
      "@type": "PostalAddress",
      streetAddress: company.street,
      postalCode: company.postalCode,
      addressLocality: company.city,
      addressCountry: "DE",
    },
    sameAs: [...company.profiles],
  };
}

export function website(appUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: site.name,
    url: new URL("/", appUrl).href,
    description: site.description,
  };
}

export type Crumb = { name: string; path: string };

export function breadcrumbList(appUrl: string, crumbs: Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.path, appUrl).href,
    })),
  };
}

function author(appUrl: string, article: ArticleSummary) {
  return article.author.name === `${site.name} Team`
    ? { "@type": "Organization", name: article.author.name, url: new URL("/", appUrl).href }
    : // The writers have no pages of their own; the about page is where the team behind the blog is.
      {
        "@type": "Person",
        name: article.author.name,
        description: article.author.bio,
        url: new URL("/about", appUrl).href,
      };
}

export function blogPosting(appUrl: string, article: ArticleSummary) {
  const url = new URL(`/blog/${article.slug}`, appUrl).href;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: article.title,
    description: article.seo.metaDescription,
    image: imageObject(appUrl, articleImagePath(article.slug), openGraphImageSize),
    datePublished: article.publishedAt,
    dateModified: article.modifiedAt,
    author: author(appUrl, article),
    publisher: { "@type": "Organization", name: site.name, url: new URL("/", appUrl).href, logo: logo(appUrl) },
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
