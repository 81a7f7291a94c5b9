// Per-page metadata: title, description, canonical URL, Open Graph and Twitter cards (the image comes from
// app/opengraph-image.tsx).
import type { Metadata } from "next";

import { site } from "../config/marketing/site";

// A page's own openGraph replaces the root's, file-based image included, so every page names the image again.
const image = { url: "/opengraph-image", width: 1200, height: 630, alt: `${site.name}: ${site.tagline}` };

type Feed = { url: string; title: string };

/** `brandInTitle`: the title already names Hookline, so " · Hookline" is not appended. `feeds`: RSS feeds to announce. */
export function pageMetadata({
  title,
  description,
  path,
  brandInTitle = false,
  feeds = [],
}: {
  title: string;
  description: string;
  path: string;
  brandInTitle?: boolean;
  feeds?: Feed[];
}): Metadata {
  const fullTitle = brandInTitle ? title : `${title} · ${site.name}`;
  return {
    title: brandInTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path, ...(feeds.length > 0 ? { types: { "application/rss+xml": feeds } } : {}) },
    openGraph: {
      title: fullTitle,
      description,
      url: path,
      siteName: site.name,
      type: "website",
      locale: "en_US",
      images: [image],
    },
    twitter: { card: "summary_large_image", title: fullTitle, description, images: [image.url] },
  };
}
