// What a campaign is answered as, to the board, the API and the MCP tools: one schema each for a campaign, an asset
// and the list, and the inputs that change an asset. The board, the handlers and the OpenAPI document share them.
import { z } from "zod";

import { campaignLimits } from "../config/campaigns";
import { cadenceSchema, campaignBriefSchema, campaignChannelSchema, messageHouseSchema } from "./schema";

export const campaignStatusSchema = z
  .enum(["draft", "house_ready", "approved", "running", "done", "failed"])
  .meta({ id: "CampaignStatus" });

export const campaignAssetStatusSchema = z
  .enum(["pending", "running", "done", "failed"])
  .meta({ id: "CampaignAssetStatus" });

export const assetReviewStatusSchema = z.enum(["none", "approved", "changes_requested", "changes_made"]).meta({
  id: "AssetReviewStatus",
  description: "changes_made: edited after a reviewer's verdict, to be reviewed again.",
});

export const assetReviewNoteSchema = z.object({
  verdict: z.enum(["approved", "changes_requested"]),
  comment: z.string(),
  reviewerName: z.string(),
  createdAt: z.iso.datetime(),
});

/** How long an asset counts on its platform, against the platform's hard limit (null: it has none). */
export const assetLengthSchema = z.object({
  count: z.int(),
  limit: z.int().nullable(),
  unit: z.enum(["characters", "weighted characters"]),
  within: z.boolean(),
});

export const campaignAssetAnswerSchema = z
  .object({
    id: z.string(),
    channel: campaignChannelSchema,
    /** Its place among the channel's assets (0 is the first). */
    slot: z.int(),
    /** Position of its pillar in the message house. */
    pillar: z.int(),
    /** Positions of the brief's key messages it carries. */
    keyMessages: z.array(z.int()),
    text: z.string(),
    locked: z.boolean(),
    /** Its own call to action; null: the campaign's. */
    callToAction: z.string().nullable(),
    status: campaignAssetStatusSchema,
    error: z.string().nullable(),
    /** The landing URL tagged for this asset; null where the channel carries no link. */
    link: z.string().nullable(),
    /** The day it is scheduled (YYYY-MM-DD); null for paid ads, which run throughout. */
    date: z.iso.date().nullable(),
    length: assetLengthSchema,
    /** Who wrote it; null until written. */
    writer: z.string().nullable(),
    /** Where its client review stands, and the reviewers' verdicts, newest first. */
    review: z.object({ status: assetReviewStatusSchema, notes: z.array(assetReviewNoteSchema) }),
  })
  .meta({ id: "CampaignAsset" });

export const campaignProgressSchema = z.object({
  /** Units the assets hold: one per asset, less those of failed assets, which were given back. */
  units: z.int(),
  total: z.int(),
  pending: z.int(),
  running: z.int(),
  done: z.int(),
  failed: z.int(),
});

export const keyMessageCoverageSchema = z.object({
  index: z.int(),
  text: z.string(),
  assetIds: z.array(z.string()),
  covered: z.boolean(),
});

export const guardrailReportSchema = z.object({
  assets: z.array(
    z.object({
      assetId: z.string(),
      bannedTerms: z.array(z.object({ term: z.string(), count: z.int() })),
      disclosure: z.enum(["present", "missing", "not required"]),
      callToAction: z.object({ expected: z.string(), present: z.boolean() }),
    }),
  ),
  bannedTermHits: z.int(),
  missingDisclosures: z.int(),
  missingCallsToAction: z.int(),
  passed: z.boolean(),
});

export const calendarWeekSchema = z.object({
  week: z.int(),
  start: z.iso.date(),
  end: z.iso.date(),
  slots: z.array(z.object({ date: z.iso.date(), channel: campaignChannelSchema, slot: z.int() })),
});

export const campaignAnswerSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  status: campaignStatusSchema,
  brief: campaignBriefSchema,
  messageHouse: messageHouseSchema.nullable(),
  cadence: cadenceSchema,
  progress: campaignProgressSchema,
  assets: z.array(campaignAssetAnswerSchema),
  coverage: z.object({
    keyMessages: z.array(keyMessageCoverageSchema),
    notCovered: z.array(z.int()),
    allCovered: z.boolean(),
  }),
  guardrails: guardrailReportSchema,
  calendar: z.array(calendarWeekSchema),
  /** With review on, only assets a reviewer approved leave Hookline. */
  reviewRequired: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export type CampaignAnswer = z.output<typeof campaignAnswerSchema>;
export type CampaignAssetAnswer = z.output<typeof campaignAssetAnswerSchema>;

export const campaignSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  status: campaignStatusSchema,
  channels: z.array(campaignChannelSchema),
  progress: campaignProgressSchema,
  createdAt: z.iso.datetime(),
});

export const campaignListAnswerSchema = z.object({ campaigns: z.array(campaignSummarySchema) });

/** What the board streams while the fan-out runs: enough to redraw the progress, then a full re-read when it moves. */
export const campaignProgressEventSchema = z.object({
  status: campaignStatusSchema,
  progress: campaignProgressSchema,
  updatedAt: z.iso.datetime(),
});

// ---- Inputs that change a campaign ----

/** The message house as edited, with the cadence the fan-out will schedule (only channels whose default changed). */
export const saveMessageHouseSchema = z.object({
  messageHouse: messageHouseSchema,
  cadence: cadenceSchema.default({}),
});

export const assetEditSchema = z.object({
  text: z
    .string()
    .max(campaignLimits.assetMaxCharacters, `Keep this under ${campaignLimits.assetMaxCharacters} characters.`),
  /** The asset's own call to action; null or absent: the campaign's. */
  callToAction: z.string().trim().max(campaignLimits.callToActionMaxCharacters).nullable().optional(),
});

export const assetLockSchema = z.object({ locked: z.boolean() });

/** Writes one more asset carrying a key message no asset carries yet, on the channel given or the campaign's first. */
export const coverKeyMessageSchema = z.object({
  keyMessage: z.int().min(0),
  channel: campaignChannelSchema.optional(),
});
