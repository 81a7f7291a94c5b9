import { ImageResponse } from "next/og";

import { findArticle, loadArticles } from "@/lib/blog/load";
import { site } from "@/lib/config/marketing/site";

// Social networks do not show SVG previews, so each article also gets a PNG card, generated at build time.
export const alt = `${site.name} Blog article`;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

export function generateStaticParams() {
  return loadArticles().map((article) => ({ slug: article.slug }));
}

export default async function ArticleOpenGraphImage({ params }: { params: Promise<{ slug: string }> }) {
  const article = findArticle((await params).slug);
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 80,
        background: "linear-gradient(135deg, #312e81 0%, #4338ca 100%)",
        color: "#ffffff",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20, fontSize: 30, fontWeight: 700 }}>
        {`${site.name} Blog`}
        {article ? (
          <div
            style={{
              display: "flex",
              fontSize: 24,
              padding: "6px 18px",
              borderRadius: 24,
              background: "rgba(255,255,255,0.18)",
            }}
          >
            {article.category}
          </div>
        ) : null}
      </div>
      <div
        style={{
          display: "flex",
          fontSize: article && article.title.length > 70 ? 54 : 64,
          fontWeight: 700,
          lineHeight: 1.15,
        }}
      >
        {article?.title ?? "AI-powered copywriting insights"}
      </div>
      <div style={{ display: "flex", fontSize: 26, opacity: 0.9 }}>
        {article ? `${article.author.name} · ${article.readTime} min read` : site.tagline}
      </div>
    </div>,
    size,
  );
}
