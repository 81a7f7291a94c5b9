// What the browser extension's content scripts share with the app, without zod: they must stay small (each
// under 60 KB), so they import this file and never schema.ts.
import type { Persona } from "./persona";

export const replyPlatforms = ["x", "threads", "instagram"] as const;
export type ReplyPlatform = (typeof replyPlatforms)[number];

export const platformLabels: Record<ReplyPlatform, string> = { x: "X", threads: "Threads", instagram: "Instagram" };

/** The five reply tones, in the order the menu shows them. */
export const replyTones = ["neutral", "agreeing", "disagreeing", "funny", "insightful"] as const;
export type ReplyTone = (typeof replyTones)[number];

export const toneLabels: Record<ReplyTone, string> = {
  neutral: "Neutral",
  agreeing: "Agreeing",
  disagreeing: "Disagreeing",
  funny: "Funny",
  insightful: "Insightful",
};

export const maxDrafts = 3;

/** What a reply request may carry of the conversation; the content scripts cut what they read to the same sizes. */
export const contextLimits = {
  /** Earlier posts of the conversation, the newest ones kept. */
  threadPosts: 10,
  /** The post, each earlier post and the quoted post. */
  textCharacters: 5000,
  imageAltCharacters: 2000,
  authorCharacters: 100,
} as const;

export type ReplyDraft = { text: string; chars: number; limit: number };
export type ReplyAnswer = { replies: ReplyDraft[] };

/** GET /api/extension/me: what the popup shows, and the persona it starts from. */
export type ExtensionAccount = {
  email: string;
  plan: string;
  used: number;
  limit: number;
  remaining: number;
  persona: Persona;
};

/** The key as the profile shows it after creation: "hk_AbCd…wxyz". */
export function maskedKey(key: { prefix: string; lastFour: string }): string {
  return `${key.prefix}…${key.lastFour}`;
}

export { apiKeyPattern } from "../api-keys/pattern";
