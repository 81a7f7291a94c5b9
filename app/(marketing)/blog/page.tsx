import { BlogExplorer } from "@/components/blog/blog-explorer";
import { Breadcrumbs } from "@/components/blog/breadcrumbs";
import { StructuredData } from "@/components/marketing/structured-data";
import { NewsletterBlock } from "@/components/newsletter/newsletter-block";
import { categoriesInUse, tagsByUse } from "@/lib/blog/filter";
import { summaries } from "@/lib/blog/load";
import { toCard } from "@/lib/blog/schema";
import { site } from "@/lib/config/marketing/site";
import { env } from "@/lib/env";
import { pageMetadata } from "@/lib/seo/metadata";
import { blogListing, breadcrumbList, type Crumb } from "@/lib/seo/structured-data";

export const metadata = pageMetadata({
  title: "Blog",
  description:
    "AI-powered copywriting insights: hooks, ads, social posts, emails and content strategy from the team behind Hookline.",
  path: "/blog",
  feeds: [{ url: "/blog/rss.xml", title: `${site.name} Blog` }],
});

const crumbs: Crumb[] = [
  { name: "Home", path: "/" },
  { name: "Blog", path: "/blog" },
];

export default function BlogPage() {
  const articles = summaries();
  return (
    <>
      <StructuredData data={blogListing(env.APP_URL, articles)} />
      <StructuredData data={breadcrumbList(env.APP_URL, crumbs)} />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <Breadcrumbs crumbs={crumbs} />
        <header className="mt-6 mb-10 max-w-3xl">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Blog</h1>
          <p className="mt-4 text-lg text-muted-foreground">
            AI-powered copywriting insights: practical guides on hooks, ads, social posts, emails and content strategy
            for people who publish every week.
          </p>
        </header>
        <BlogExplorer
          articles={articles.map(toCard)}
          categories={categoriesInUse(articles)}
          tags={tagsByUse(articles)}
        />
      </div>
      <NewsletterBlock />
    </>
  );
}
