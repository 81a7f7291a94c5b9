// The body of one Typefully draft for one post: its platform enabled with its text, an X thread as several posts
// (its parts are split where a line holds only "---"), a publishing time only when the user schedules, and a share
// link only when asked. Pure, so what is sent is tested without a server.
import { measure } from "../../ai/limits";
import type { LengthRuleId } from "../../config/generation/platform-lengths";
import { threadSeparatorLine } from "../../generator/pipeline/format";
import type { BatchPost, SendOptions } from "../sender";

/** The campaign channels Typefully publishes to, by its platform keys (the same names). */
const platforms = { x: "x", linkedin: "linkedin", threads: "threads" } as const;
export type TypefullyPlatform = (typeof platforms)[keyof typeof platforms];

const rules: Record<TypefullyPlatform, LengthRuleId> = { x: "x", linkedin: "linkedin", threads: "threads" };

export type DraftBody = {
  platforms: Partial<Record<TypefullyPlatform, { enabled: true; posts: { text: string }[] }>>;
  publish_at?: string;
  share?: boolean;
};

export type DraftPlan = { ok: true; body: DraftBody } | { ok: false; message: string };

const platformOf = (channel: string): TypefullyPlatform | null =>
  Object.hasOwn(platforms, channel) ? platforms[channel as keyof typeof platforms] : null;

/** The posts a text makes on `platform`: an X thread's parts, each trimmed, empty ones dropped; else the text whole. */
export function postsOf(platform: TypefullyPlatform, text: string): string[] {
  if (platform !== "x") return [text.trim()].filter(Boolean);
  return text
    .split(threadSeparatorLine)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Why a post's parts do not fit `platform` ("Part 2 of the thread is 282 of 280 …"); null when every part fits. */
function overLimit(platform: TypefullyPlatform, posts: readonly string[], name?: string): string | null {
  for (const [index, text] of posts.entries()) {
    const length = measure(rules[platform], text);
    if (length.over === 0) continue;
    const subject =
      posts.length === 1 ? (name ?? "The post") : `Part ${index + 1} of ${name ? `${name}'s` : "the"} thread`;
    return `${subject} is ${length.count.toLocaleString("en-US")} of ${length.limit.toLocaleString("en-US")} ${length.unit}: shorten it to hand it over.`;
  }
  return null;
}

/** Why an X post Typefully sends as a thread does not fit, part by part ("Part 2 of X 1's thread is …"); null when each part is within X's limit. */
export const xThreadOverLimit = (text: string, name: string) => overLimit("x", postsOf("x", text), name);

/** The draft for `post`, or why it cannot be sent (a channel Typefully does not take, no text, a part too long). */
export function draftBodyOf(post: Pick<BatchPost, "channel" | "text" | "postAt">, options: SendOptions): DraftPlan {
  const platform = platformOf(post.channel);
  if (!platform) return { ok: false, message: `Typefully does not publish ${post.channel} posts.` };
  const posts = postsOf(platform, post.text);
  if (posts.length === 0) return { ok: false, message: "The post has no text to send." };
  const tooLong = overLimit(platform, posts);
  if (tooLong) return { ok: false, message: tooLong };
  const body: DraftBody = { platforms: { [platform]: { enabled: true, posts: posts.map((text) => ({ text })) } } };
  if (options.schedule && post.postAt) body.publish_at = post.postAt.toISOString();
  if (options.share) body.share = true;
  return { ok: true, body };
}
