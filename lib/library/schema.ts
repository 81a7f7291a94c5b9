import { z } from "zod";

import { library } from "../config/library";

export const libraryTypes = ["ads", "social", "email", "scripts", "blog", "seo", "plan", "hooks"] as const;
export type LibraryType = (typeof libraryTypes)[number];

export const saveCopySchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, "There is nothing to save yet.")
    .max(
      library.maxCopyLength,
      `This copy is too long to save (${library.maxCopyLength.toLocaleString("en-US")} characters at most).`,
    ),
  contentType: z.enum(libraryTypes, "Unknown content type."),
  parameters: z.record(z.string(), z.unknown()).default({}),
  isDraft: z.boolean().default(false),
  /** Chosen by the client once per thing it saves: a repeated or retried request with it answers the copy it saved. */
  idempotencyKey: z.uuid("The save key must be a UUID.").optional(),
});

/** What a client sends to POST /api/copies. */
export type SaveCopyInput = z.input<typeof saveCopySchema>;

/** The text of a saved copy, by the same rules whether it is saved or edited later. */
export const copyContentSchema = saveCopySchema.shape.content;

/** A saved copy's own title; empty gives it back the one the library makes from its brief or first words. */
export const copyTitleSchema = z
  .string()
  .trim()
  .max(library.maxTitleLength, `Keep the title under ${library.maxTitleLength} characters.`);

export const updateCopySchema = z.object({
  title: copyTitleSchema.optional(),
  favourite: z.boolean().optional(),
  content: copyContentSchema.optional(),
  isDraft: z.boolean().optional(),
});

export const listCopiesSchema = z.object({
  q: z.string().trim().max(library.maxSearchLength).default(""),
  type: z.union([z.enum(libraryTypes), z.literal("")]).default(""),
  favourites: z.enum(["1", ""]).default(""),
});

export type CopyFilters = z.infer<typeof listCopiesSchema>;

/** A saved copy as the API answers it. */
export const savedCopySchema = z.object({
  id: z.string(),
  /** The title its owner gave it; null when the library names it from its brief or first words. */
  title: z.string().nullable(),
  content: z.string(),
  contentType: z.string(),
  parameters: z.unknown(),
  isDraft: z.boolean(),
  favourite: z.boolean(),
  /** ISO 8601. */
  createdAt: z.string(),
});

/** POST /api/copies's and PATCH /api/copies/:id's answer: the copy as it is saved now. */
export const copyAnswerSchema = z.object({ copy: savedCopySchema });
