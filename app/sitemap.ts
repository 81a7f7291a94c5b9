import type { MetadataRoute } from "next";

import { loadArticles } from "@/lib/blog/load";
import { publicRoutes } from "@/lib/config/marketing/routes";
import { env } from "@/lib/env";

// Rendered per request, so the URLs follow the running server's APP_URL rather than the one at build time.
export const dynamic = "force-dynamic";

export default function sitemap(): MetadataRoute.Sitemap {
  const newest = loadArticles().reduce<string | undefined>(
    (latest, article) => (!latest || Date.parse(article.modifiedAt) > Date.parse(latest) ? article.modifiedAt : latest),
    undefined,
  );
  const pages: MetadataRoute.Sitemap = publicRoutes
    .filter((route) => route.indexed)
    .map((route) => ({
      url: new URL(route.path, env.APP_URL).toString(),
      ...(route.path === "/blog" && newest ? { lastModified: newest } : {}),
      changeFrequency: "weekly",
      priority: route.path === "/" ? 1 : 0.7,
    }));
  const articles: MetadataRoute.Sitemap = loadArticles().map((article) => ({
    url: new URL(`/blog/${article.slug}`, env.APP_URL).toString(),
    lastModified: article.modifiedAt,
    changeFrequency: "monthly",
    priority: 0.6,
  }));
  return [...pages, ...articles];
}
