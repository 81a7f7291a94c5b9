// The browser extension's payloads: one schema each, shared by the API routes and the extension itself.
// Keep this file free of server code: the extension's background worker and options page bundle it.
import { z } from "zod";

import {
  contextLimits,
  maxDrafts,
  replyPlatforms,
  replyTones,
  type ExtensionAccount,
  type ReplyAnswer,
} from "./constants";
import { personaSchema } from "./persona";

export * from "./constants";
export * from "./persona";

const text = (max: number, message: string) => z.string().trim().max(max, message);
const textMax = contextLimits.textCharacters;
const count = (value: number) => value.toLocaleString("en-US");

export const replyRequestSchema = z.object({
  platform: z.enum(replyPlatforms, "Choose x, threads or instagram."),
  postText: z
    .string()
    .trim()
    .min(1, "There is no post text to reply to.")
    .max(textMax, `The post is too long to reply to (${count(textMax)} characters at most).`),
  author: text(
    contextLimits.authorCharacters,
    `Keep the author under ${contextLimits.authorCharacters} characters.`,
  ).optional(),
  /** Earlier posts of the conversation, oldest first. */
  thread: z
    .array(text(textMax, `A post of the thread is too long (${count(textMax)} characters at most).`))
    .max(contextLimits.threadPosts, `Send at most ${contextLimits.threadPosts} earlier posts.`)
    .default([]),
  quotedText: text(textMax, `The quoted post is too long (${count(textMax)} characters at most).`).optional(),
  imageAlt: text(
    contextLimits.imageAltCharacters,
    `The image description is too long (${count(contextLimits.imageAltCharacters)} characters at most).`,
  ).optional(),
  tone: z.enum(replyTones, "Choose one of the five tones."),
  persona: personaSchema.optional(),
  count: z
    .number("Say how many drafts to write.")
    .int("Ask for a whole number of drafts.")
    .min(1, "Ask for 1 to 3 drafts.")
    .max(maxDrafts, "Ask for 1 to 3 drafts.")
    .default(maxDrafts),
});
export type ReplyRequest = z.input<typeof replyRequestSchema>;
export type ReplyInput = z.output<typeof replyRequestSchema>;

/** GET /api/extension/history: the user's newest reply drafts, newest first, for the popup's "Recent drafts". */
export const replyHistorySchema = z.object({
  drafts: z.array(
    z.object({
      id: z.string(),
      platform: z.enum(replyPlatforms),
      /** The start of the post replied to. */
      postExcerpt: z.string(),
      author: z.string().nullable(),
      tone: z.enum(replyTones),
      text: z.string(),
      /** ISO 8601. */
      createdAt: z.string(),
    }),
  ),
});
export type ReplyHistory = z.output<typeof replyHistorySchema>;
export type HistoryDraft = ReplyHistory["drafts"][number];

/** POST /api/extension/reply's answer: the drafts, each with its length and the platform's limit. */
export const replyAnswerSchema = z.object({
  replies: z.array(z.object({ text: z.string(), chars: z.number(), limit: z.number() })),
}) satisfies z.ZodType<ReplyAnswer>;

/** GET /api/extension/me's answer: the account as the popup shows it, and the persona it starts from. */
export const extensionAccountSchema = z.object({
  email: z.string(),
  plan: z.string(),
  used: z.number(),
  limit: z.number(),
  remaining: z.number(),
  persona: z.object({
    name: z.string(),
    role: z.string(),
    style: z.string(),
    language: personaSchema.shape.language,
  }),
}) satisfies z.ZodType<ExtensionAccount>;
