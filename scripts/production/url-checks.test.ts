import { describe, expect, it } from "vitest";

import { checkAbsoluteUrls } from "./url-checks.ts";

const origin = "https://hookline.example";
const page = (base: string) =>
  `<html><head><link rel="canonical" href="${base}/blog/a"/><meta property="og:url" content="${base}/blog/a"/>` +
  `<meta property="og:image" content="${base}/blog/a/opengraph-image?x=1&amp;y=2"/></head><body>` +
  `<script type="application/ld+json">{"@context":"https://schema.org","url":"${base}/blog/a","author":{"url":"${base}/about"}}</script></body></html>`;

describe("checkAbsoluteUrls", () => {
  it("passes a page whose canonical, Open Graph and JSON-LD URLs all name the origin", () => {
    expect(checkAbsoluteUrls("/blog/a", page(origin), origin)).toEqual([
      "canonical (1)",
      "og:url (1)",
      "og:image (1)",
      "JSON-LD (2)",
    ]);
  });

  it("names the URL that points elsewhere", () => {
    expect(() => checkAbsoluteUrls("/blog/a", page("http://localhost:3000"), origin)).toThrow(
      "/blog/a: canonical names http://localhost:3000/blog/a",
    );
    const mixed = page(origin).replace(`"url":"${origin}/blog/a"`, '"url":"http://localhost:3000/blog/a"');
    expect(() => checkAbsoluteUrls("/blog/a", mixed, origin)).toThrow(/JSON-LD names http:\/\/localhost:3000/);
  });

  it("leaves the company's profiles elsewhere (sameAs) out of the JSON-LD check", () => {
    const profiles = page(origin).replace(`"author":`, `"sameAs":["https://www.youtube.com/@hooklineapp"],"author":`);
    expect(checkAbsoluteUrls("/blog/a", profiles, origin)).toEqual([
      "canonical (1)",
      "og:url (1)",
      "og:image (1)",
      "JSON-LD (2)",
    ]);
    const strayLogo = page(origin).replace(`"author":`, `"logo":{"url":"http://localhost:3000/logo.png"},"author":`);
    expect(() => checkAbsoluteUrls("/blog/a", strayLogo, origin)).toThrow(
      /JSON-LD names http:\/\/localhost:3000\/logo\.png/,
    );
  });

  it("fails a page without a canonical URL", () => {
    expect(() => checkAbsoluteUrls("/", "<html><head></head></html>", origin)).toThrow("/: no canonical URL found");
  });

  it("checks every URL of a feed or sitemap, namespaces aside", () => {
    const sitemap = `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${origin}/</loc></url><url><loc>${origin}/blog</loc></url></urlset>`;
    expect(checkAbsoluteUrls("/sitemap.xml", sitemap, origin)).toEqual(["every URL (2)"]);
    expect(() =>
      checkAbsoluteUrls("/sitemap.xml", sitemap.replace(`${origin}/blog`, "http://localhost:3000/blog"), origin),
    ).toThrow(/names http:\/\/localhost:3000\/blog/);
    expect(checkAbsoluteUrls("/robots.txt", `User-Agent: *\nSitemap: ${origin}/sitemap.xml`, origin)).toEqual([
      "Sitemap line (1)",
    ]);
  });
});
