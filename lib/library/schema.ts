import { z } from "zod";

export const libraryTypes = ["ads", "social", "email", "scripts", "blog", "seo", "plan", "hooks"] as const;
export type LibraryType = (typeof libraryTypes)[number];

export const saveCopySchema = z.object({
  content: z.string().trim().min(1, "There is nothing to save yet.").max(20_000, "This copy is too long to save (20,000 characters at most)."),
  contentType: z.enum(libraryTypes, "Unknown content type."),
  parameters: z.record(z.string(), z.unknown()).default({}),
  isDraft: z.boolean().default(false),
});

export const updateCopySchema = z.object({ favourite: z.boolean().optional(), content: saveCopySchema.shape.content.optional(), isDraft: z.boolean().optional() });

export const listCopiesSchema = z.object({
  q: z.string().trim().max(200).default(""),
  type: z.union([z.enum(libraryTypes), z.literal("")]).default(""),
  favourites: z.enum(["1", ""]).default(""),
});

export type CopyFilters = z.infer<typeof listCopiesSchema>;
