// What review links take and answer: the owner's inputs and list, and the reviewer's view and verdicts.
import { z } from "zod";

import { assetReviewStatusSchema } from "../campaigns/answer";
import { campaignChannelSchema } from "../campaigns/schema";
import { handoffLimits, reviewLinks } from "../config/handoff";
import { contentTypes } from "../generator/options";

const { days, reviewerNameMaxCharacters, commentMaxCharacters } = reviewLinks;

export const createReviewLinkSchema = z.object({
  days: z
    .int(`Choose a whole number of days from ${days.min} to ${days.max}.`)
    .min(days.min, `A link stays open at least ${days.min} day.`)
    .max(days.max, `A link stays open at most ${days.max} days.`)
    .default(days.default),
  /** Only these assets; absent or empty: every written asset of the campaign. */
  assetIds: z.array(z.uuid("That asset does not exist.")).max(handoffLimits.chosenMax).optional(),
});

export const reviewLinkStatusSchema = z.enum(["open", "expired", "revoked", "finished"]);

export const reviewLinkSchema = z.object({
  id: z.string(),
  status: reviewLinkStatusSchema,
  /** How many assets it shows; null: every written asset. */
  assetCount: z.int().nullable(),
  expiresAt: z.iso.datetime(),
  revokedAt: z.iso.datetime().nullable(),
  finishedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  verdicts: z.int(),
});

export const reviewLinkListSchema = z.object({ links: z.array(reviewLinkSchema) });

/** The token is in this answer only: it is never stored, so it cannot be shown again. */
export const createdReviewLinkSchema = z.object({ link: reviewLinkSchema, token: z.string(), url: z.string() });

export const reviewRequiredSchema = z.object({ required: z.boolean() });

const reviewerName = z
  .string()
  .trim()
  .min(1, "Tell us your name first.")
  .max(reviewerNameMaxCharacters, `Keep your name under ${reviewerNameMaxCharacters} characters.`);

export const verdictInputSchema = z
  .object({
    verdict: z.enum(["approved", "changes_requested"]),
    comment: z
      .string()
      .trim()
      .max(commentMaxCharacters, `Keep the comment under ${commentMaxCharacters} characters.`)
      .default(""),
    reviewerName,
    /** The version of the text the reviewer saw (the asset's `version`): a verdict never lands on a newer text. */
    version: z.string().min(1, "Reload the page to review this post."),
  })
  .refine((input) => input.verdict === "approved" || input.comment !== "", {
    path: ["comment"],
    message: "Say what should change.",
  });

export const finishInputSchema = z.object({ reviewerName });

/** What a preview needs of the generator's brief; the rest of the campaign's brief stays with its owner. */
export const previewBriefSchema = z.object({
  contentType: z.enum(contentTypes.map((type) => type.value) as [(typeof contentTypes)[number]["value"]]),
  platform: z.string(),
  headline: z.string(),
  finalUrl: z.string(),
  path1: z.string(),
  path2: z.string(),
  thread: z.boolean(),
  presetName: z.string(),
});

export const reviewedAssetSchema = z.object({
  id: z.string(),
  channel: campaignChannelSchema,
  slot: z.int(),
  date: z.iso.date().nullable(),
  text: z.string(),
  /** Names this text: a verdict carries it back, and is refused when the owner changed the text meanwhile. */
  version: z.string(),
  preview: previewBriefSchema.nullable(),
  status: assetReviewStatusSchema,
  /** The newest verdict given through this link, if any. */
  verdict: z
    .object({
      verdict: z.enum(["approved", "changes_requested"]),
      comment: z.string(),
      reviewerName: z.string(),
      createdAt: z.iso.datetime(),
    })
    .nullable(),
});

export const reviewAnswerSchema = z.object({
  campaignName: z.string(),
  expiresAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  assets: z.array(reviewedAssetSchema),
});

export type ReviewLinkAnswer = z.output<typeof reviewLinkSchema>;
export type ReviewAnswer = z.output<typeof reviewAnswerSchema>;
export type ReviewedAsset = z.output<typeof reviewedAssetSchema>;
