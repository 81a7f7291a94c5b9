// What a hand-off takes and answers: the choices of an export or a send (shared by the board's dialogs, the app
// routes, /api/v1, the MCP tools and the OpenAPI document), the record of each post handed over, and the posts held
// back with the reason.
import { z } from "zod";

import { campaignChannelSchema } from "../campaigns/schema";
import { handoffLimits, postingTimes } from "../config/handoff";
import { isTimeZone } from "./schedule";

export const timeZoneSchema = z
  .string()
  .trim()
  .refine(isTimeZone, "Choose a time zone such as Europe/Berlin or America/New_York.")
  .meta({ description: "An IANA time zone: the posting times are on its clock.", example: "Europe/Berlin" });

export const timeOfDaySchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Give the time as HH:mm, such as 09:00.")
  .meta({ description: "The first post of each day, on the time zone's clock (HH:mm).", example: "09:00" });

/** What every hand-off of a campaign chooses: which posts (all the campaign's when none are named), and when. */
export const handoffChoiceSchema = z.object({
  timeZone: timeZoneSchema,
  time: timeOfDaySchema.default(postingTimes.defaultTime),
  /** Only these assets; absent: every social post of the campaign. */
  assetIds: z.array(z.uuid("That asset does not exist.")).max(handoffLimits.chosenMax).optional(),
});

export const bufferExportSchema = handoffChoiceSchema.extend({
  /** Buffer's free plan takes 10 posts per upload instead of 100. */
  freePlan: z.boolean().default(false),
});
export type BufferExportInput = z.output<typeof bufferExportSchema>;

export const whoCanReplySchema = z
  .enum(["everyone", "following", "mentionedUsers", "subscribers", "verified"])
  .meta({ description: "Who may reply to the X posts (Postiz's who_can_reply_post)." });

export const sendSchema = handoffChoiceSchema.extend({
  destination: z.enum(["postiz", "typefully"]),
  /** False: drafts to finish in the scheduler. True: scheduled at their posting times. */
  schedule: z.boolean().default(false),
  /** Postiz: who may reply to the X posts. */
  whoCanReply: whoCanReplySchema.default("everyone"),
  /** Typefully: ask it for a share link to each draft. */
  share: z.boolean().default(false),
});
export type SendInput = z.output<typeof sendSchema>;

export const heldReasonSchema = z.enum([
  /** Not written yet, or written empty. */
  "not_written",
  /** Not a social post, or a channel this destination does not publish to. */
  "not_supported",
  /** Over its platform's hard limit. */
  "over_limit",
  /** Review is on for the campaign and a reviewer has not approved its current text. */
  "not_approved",
  /** Already handed to this destination (a second send makes no second draft). */
  "already_sent",
]);

export const heldPostSchema = z
  .object({
    assetId: z.string(),
    channel: campaignChannelSchema,
    reason: heldReasonSchema,
    /** The sentence the screens show, such as "X 3 is 291 of 280 weighted characters." */
    message: z.string(),
  })
  .meta({ id: "HeldPost" });
export type HeldPost = z.output<typeof heldPostSchema>;

export const handoffDestinationSchema = z.enum(["buffer", "postiz", "typefully"]);
export const handoffStatusSchema = z.enum(["queued", "sent", "waiting", "failed", "exported", "skipped"]);

export const handoffRecordSchema = z
  .object({
    id: z.string(),
    destination: handoffDestinationSchema,
    assetId: z.string().nullable(),
    channel: z.string(),
    status: handoffStatusSchema,
    /** When it is to be published; null: a draft without a time. */
    postAt: z.iso.datetime().nullable(),
    scheduled: z.boolean(),
    /** The scheduler's answer: its HTTP status and message, and where the post is now. */
    httpStatus: z.int().nullable(),
    message: z.string().nullable(),
    remoteId: z.string().nullable(),
    remoteUrl: z.string().nullable(),
    /** When a post held back by the scheduler's rate limit is tried again. */
    retryAt: z.iso.datetime().nullable(),
    sentAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "Handoff" });
export type HandoffRecord = z.output<typeof handoffRecordSchema>;

export const sendAnswerSchema = z
  .object({
    /** The posts queued now, and those sent before (answered with their first record). */
    handoffs: z.array(handoffRecordSchema),
    held: z.array(heldPostSchema),
  })
  .meta({ id: "SendAnswer" });
export type SendAnswer = z.output<typeof sendAnswerSchema>;

export const bufferFileSummarySchema = z.object({ name: z.string(), channel: campaignChannelSchema, rows: z.int() });

export const bufferExportAnswerSchema = z
  .object({
    /** The download: the one file ("spring-launch-x.csv"), or "spring-launch-buffer.zip" when there are several. */
    name: z.string(),
    files: z.array(bufferFileSummarySchema.extend({ content: z.string() })),
    held: z.array(heldPostSchema),
  })
  .meta({ id: "BufferExport" });
export type BufferExportAnswer = z.output<typeof bufferExportAnswerSchema>;
