// The one schema of an article's frontmatter; the loader checks every file with it.
import { z } from "zod";

export const blogCategories = [
  "Technology",
  "Strategy",
  "Growth",
  "Social Media",
  "Branding",
  "Copywriting",
  "Advertising",
  "Marketing",
  "AI Copywriting",
  "Content Creation",
  "Content Strategy",
] as const;

const isoDate = z.iso.datetime({ offset: true, message: "must be an ISO timestamp, e.g. 2025-09-02T09:00:00.000Z" });

export const frontmatterSchema = z.object({
  id: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lowercase kebab-case"),
  title: z.string().min(10).max(120),
  excerpt: z.string().min(60).max(300),
  author: z.object({ name: z.string().min(2), bio: z.string().min(10) }),
  publishedAt: isoDate,
  updatedAt: isoDate.optional(),
  readTime: z.number().int().positive(),
  tags: z.array(z.string().min(2)).min(1).max(8),
  category: z.enum(blogCategories),
  featuredImage: z.string().regex(/^\/[\w./-]+$/, "must be a local path such as /blog/covers/<slug>.svg"),
  featuredImageAlt: z.string().min(5),
  seo: z.object({
    metaTitle: z.string().min(10).max(70),
    metaDescription: z.string().min(50).max(170),
    keywords: z.array(z.string().min(2)).min(1),
  }),
});

export type Frontmatter = z.infer<typeof frontmatterSchema>;

export type Article = Frontmatter & {
  /** updatedAt, or publishedAt when the article was never updated. */
  modifiedAt: string;
  /** The Markdown body. */
  content: string;
};

/** What the listing needs of an article (no body). */
export type ArticleSummary = Omit<Article, "content">;

/** What a listing card shows, and all the listing's client code receives of an article. */
export type CardArticle = Pick<
  ArticleSummary,
  "slug" | "title" | "excerpt" | "tags" | "category" | "readTime" | "publishedAt" | "featuredImage" | "featuredImageAlt"
> & {
  author: { name: string };
};

export function toCard({
  slug,
  title,
  excerpt,
  tags,
  category,
  readTime,
  publishedAt,
  featuredImage,
  featuredImageAlt,
  author,
}: ArticleSummary): CardArticle {
  return {
    slug,
    title,
    excerpt,
    tags,
    category,
    readTime,
    publishedAt,
    featuredImage,
    featuredImageAlt,
    author: { name: author.name },
  };
}
