import { describe, expect, it } from "vitest";

import { planning } from "../config/generation/requests";
import { trial } from "../config/plans";
import { parseArticle, sortNewestFirst } from "./parse";

const valid = `---
id: sample-article
slug: sample-article
title: "A sample article about hooks"
excerpt: "A sample excerpt that is long enough to pass the schema's minimum length for excerpts on the blog."
author:
  name: "Hookline Team"
  bio: "The people who build Hookline."
publishedAt: "2025-09-02T09:00:00.000Z"
readTime: 1
tags: ["hooks", "AI writing"]
category: "Copywriting"
featuredImage: "/blog/covers/sample-article.svg"
featuredImageAlt: "An illustrated cover"
seo:
  metaTitle: "A sample article about hooks"
  metaDescription: "A meta description that is long enough to pass the schema's minimum length check."
  keywords: ["hooks"]
---

## Body

Text.
`;

describe("parseArticle", () => {
  it("reads a valid file; modifiedAt falls back to publishedAt", () => {
    const article = parseArticle("content/blog/sample-article.md", valid);
    expect(article).toMatchObject({
      slug: "sample-article",
      category: "Copywriting",
      modifiedAt: "2025-09-02T09:00:00.000Z",
    });
    expect(article.content.startsWith("## Body")).toBe(true);
  });

  it("rejects a bad frontmatter, naming the file and the field", () => {
    expect(() =>
      parseArticle("content/blog/sample-article.md", valid.replace('category: "Copywriting"', 'category: "Cooking"')),
    ).toThrow(/^content\/blog\/sample-article\.md: category: /);
    expect(() =>
      parseArticle(
        "content/blog/sample-article.md",
        valid.replace('publishedAt: "2025-09-02T09:00:00.000Z"', 'publishedAt: "yesterday"'),
      ),
    ).toThrow("content/blog/sample-article.md: publishedAt: must be an ISO timestamp");
    expect(() => parseArticle("content/blog/other-name.md", valid)).toThrow(
      "slug: must match the file name (other-name)",
    );
    const updatedBefore = valid.replace("readTime: 1", 'updatedAt: "2025-09-01T09:00:00.000Z"\nreadTime: 1');
    expect(() => parseArticle("content/blog/sample-article.md", updatedBefore)).toThrow(
      "updatedAt: must not be before publishedAt",
    );
  });
});

describe("parseArticle placeholders", () => {
  it("fills them in the frontmatter a reader sees and in the body", () => {
    const article = parseArticle(
      "content/blog/sample-article.md",
      valid
        .replace('title: "A sample article about hooks"', 'title: "A sample article about {{hooksPerRequest}} hooks"')
        .replace("Text.", "Start the {{trialDays}}-day free trial."),
    );
    expect(article.title).toBe(`A sample article about ${planning.hooksPerRequest} hooks`);
    expect(article.content).toContain(`Start the ${trial.days}-day free trial.`);
  });

  it("rejects an unknown one, naming the file and the line, before a reader could see braces", () => {
    expect(() =>
      parseArticle("content/blog/sample-article.md", valid.replace("Text.", "A {{trialDayz}}-day trial.")),
    ).toThrow(/^content\/blog\/sample-article\.md:23: unknown placeholder \{\{trialDayz\}\}/);
  });
});

describe("sortNewestFirst", () => {
  it("orders by publishedAt, newest first, stable by slug", () => {
    const sorted = sortNewestFirst([
      { slug: "b", publishedAt: "2025-01-01T00:00:00.000Z" },
      { slug: "c", publishedAt: "2025-09-02T09:00:00.000Z" },
      { slug: "a", publishedAt: "2025-01-01T00:00:00.000Z" },
    ]);
    expect(sorted.map((article) => article.slug)).toEqual(["c", "a", "b"]);
  });

  it("compares instants, not the text, when timestamps carry offsets", () => {
    // 10:00 at +02:00 is 08:00 UTC: an hour before 09:00Z, although its text sorts after it.
    const sorted = sortNewestFirst([
      { slug: "offset", publishedAt: "2025-09-02T10:00:00+02:00" },
      { slug: "utc", publishedAt: "2025-09-02T09:00:00Z" },
    ]);
    expect(sorted.map((article) => article.slug)).toEqual(["utc", "offset"]);
  });
});
