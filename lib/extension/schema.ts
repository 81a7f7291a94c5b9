// The browser extension's payloads: one schema each, shared by the API routes and the extension itself.
// Keep this file free of server code: the extension's background worker and options page bundle it.
import { z } from "zod";
import { languages } from "../generator/options";
import { maxDrafts, replyPlatforms, replyTones } from "./constants";

export * from "./constants";

const text = (max: number, message: string) => z.string().trim().max(max, message);

export const personaSchema = z.object({
  name: text(60, "Keep the name under 60 characters.").default(""),
  role: text(120, "Keep the role under 120 characters.").default(""),
  style: text(500, "Keep the writing style under 500 characters.").default(""),
  /** Empty: answer in the language of the post. */
  language: z.union([z.enum(languages), z.literal("")], "Choose a language from the list.").default(""),
});
export type Persona = z.output<typeof personaSchema>;


export const replyRequestSchema = z.object({
  platform: z.enum(replyPlatforms, "Choose x, threads or instagram."),
  postText: z.string().trim().min(1, "There is no post text to reply to.").max(5000, "The post is too long to reply to (5,000 characters at most)."),
  author: text(100, "Keep the author under 100 characters.").optional(),
  /** Earlier posts of the conversation, oldest first. */
  thread: z.array(text(5000, "A post of the thread is too long (5,000 characters at most).")).max(10, "Send at most 10 earlier posts.").default([]),
  quotedText: text(5000, "The quoted post is too long (5,000 characters at most).").optional(),
  imageAlt: text(2000, "The image description is too long (2,000 characters at most).").optional(),
  tone: z.enum(replyTones, "Choose one of the five tones."),
  persona: personaSchema.optional(),
  count: z.number("Say how many drafts to write.").int("Ask for a whole number of drafts.").min(1, "Ask for 1 to 3 drafts.").max(maxDrafts, "Ask for 1 to 3 drafts.").default(maxDrafts),
});
export type ReplyRequest = z.input<typeof replyRequestSchema>;
export type ReplyInput = z.output<typeof replyRequestSchema>;
