import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

import type { ArticleSummary } from "../blog/schema";
import { company } from "../config/marketing/company";
import { site } from "../config/marketing/site";
import { blogListing, blogPosting, organization } from "./structured-data";

const appUrl = "https://hookline.test";

function article(authorName: string): ArticleSummary {
  return {
    id: "a-post",
    slug: "a-post",
    title: "A post about hooks",
    excerpt: "An excerpt long enough for the schema of an article, sixty characters or more.",
    author: { name: authorName, bio: "Writes about hooks." },
    publishedAt: "2025-09-02T09:00:00.000Z",
    modifiedAt: "2025-09-02T09:00:00.000Z",
    readTime: 10,
    tags: ["hooks"],
    category: "Copywriting",
    featuredImage: "/blog/covers/a-post.svg",
    featuredImageAlt: "A cover",
    seo: { metaTitle: "A post about hooks", metaDescription: "A description.", keywords: ["hooks"] },
  };
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString()).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe("structured data", () => {
  it("the Organization has a PNG logo of its real size, a description and its profiles", () => {
    const data = organization(appUrl);
    expect(data.logo).toEqual({
      "@type": "ImageObject",
      url: `${appUrl}${site.logo.path}`,
      width: site.logo.width,
      height: site.logo.height,
    });
    expect(data.logo.url).toMatch(/\.png$/);
    expect(pngSize(path.join(import.meta.dirname, "..", "..", "public", site.logo.path))).toEqual({
      width: site.logo.width,
      height: site.logo.height,
    });
    expect(data.description).toBe(site.description);
    expect(data.sameAs.length).toBeGreaterThan(0);
    expect(data.sameAs).toEqual([...company.profiles]);
    for (const profile of data.sameAs) expect(new URL(profile).protocol).toBe("https:");
  });

  it("an article's image is its generated PNG with its size, not the SVG cover", () => {
    const posting = blogPosting(appUrl, article("Maya Chen"));
    expect(posting.image).toEqual({
      "@type": "ImageObject",
      url: expect.stringMatching(/^https:\/\/hookline\.test\/blog\/a-post\/opengraph-image-\w{6}$/),
      width: 1200,
      height: 630,
    });
    expect(posting.publisher.logo).toEqual(organization(appUrl).logo);
    expect(JSON.stringify(posting)).not.toContain(".svg");
  });

  it("every author has a url", () => {
    expect(blogPosting(appUrl, article("Maya Chen")).author).toMatchObject({
      "@type": "Person",
      name: "Maya Chen",
      url: `${appUrl}/about`,
    });
    expect(blogPosting(appUrl, article(`${site.name} Team`)).author).toMatchObject({
      "@type": "Organization",
      url: `${appUrl}/`,
    });
    for (const post of blogListing(appUrl, [article("Jonas Weber")]).blogPost) expect(post.author.url).toBeTruthy();
  });
});
