import { loadArticles } from "@/lib/blog/load";
import { site } from "@/lib/config/marketing/site";
import { env } from "@/lib/env";
import { escapeHtml } from "@/lib/mail/render-html";

export const dynamic = "force-static";

/** RSS 2.0 with every article, newest first. */
export function GET(): Response {
  const link = (path: string) => new URL(path, env.APP_URL).href;
  const items = loadArticles()
    .map(
      (article) => `    <item>
      <title>${escapeHtml(article.title)}</title>
      <link>${link(`/blog/${article.slug}`)}</link>
      <guid isPermaLink="true">${link(`/blog/${article.slug}`)}</guid>
      <description>${escapeHtml(article.excerpt)}</description>
      <category>${escapeHtml(article.category)}</category>
      <author>${escapeHtml(`${site.contactEmail} (${article.author.name})`)}</author>
      <pubDate>${new Date(article.publishedAt).toUTCString()}</pubDate>
    </item>`,
    )
    .join("\n");
  const newest = loadArticles()[0];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeHtml(`${site.name} Blog`)}</title>
    <link>${link("/blog")}</link>
    <description>AI-powered copywriting insights from the team behind ${escapeHtml(site.name)}.</description>
    <language>en-us</language>
    <atom:link href="${link("/blog/rss.xml")}" rel="self" type="application/rss+xml"/>
    ${newest ? `<lastBuildDate>${new Date(newest.modifiedAt).toUTCString()}</lastBuildDate>` : ""}
${items}
  </channel>
</rss>
`;
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
