// The request that carries one batch to Postiz, built without a network: which of the account's integrations takes
// each channel, the post as the HTML Postiz's editor writes, its length as Postiz counts it against the
// integration's own maximum, and the settings its provider requires.
import twitterText from "twitter-text";

import { campaignChannels } from "../../config/campaigns";
import { postiz, socialChannels, type SocialChannel } from "../../config/handoff";
import type { BatchPost, SendOptions } from "../sender";

// Only what HTML needs escaped in text: quotes stay as typed, so the post keeps the length it was checked at.
const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export type PostizIntegrationRef = { id: string; name: string; identifier: string; disabled: boolean };

/** A campaign channel's integration in Postiz, with the longest post it takes (null: no limit given). */
export type PostizChannel = { integration: PostizIntegrationRef; maxLength: number | null };
export type PostizChannels = Partial<Record<SocialChannel, PostizChannel>>;

/** The campaign channel whose posts an integration publishes, or null. */
export function channelOfProvider(identifier: string): SocialChannel | null {
  return socialChannels.find((channel) => postiz.providersByChannel[channel].some((id) => id === identifier)) ?? null;
}

/** Each channel's integration: the first enabled one of its preferred provider, in Postiz's order. */
export function integrationsByChannel<I extends PostizIntegrationRef>(
  integrations: readonly I[],
): Partial<Record<SocialChannel, I>> {
  const chosen: Partial<Record<SocialChannel, I>> = {};
  for (const channel of socialChannels)
    for (const provider of postiz.providersByChannel[channel]) {
      const found = integrations.find((item) => item.identifier === provider && !item.disabled);
      if (found && !chosen[channel]) chosen[channel] = found;
    }
  return chosen;
}

/**
 * The post as Postiz's editor stores it: one paragraph a line. Postiz reads content as HTML and turns paragraphs
 * back into line breaks when it publishes; plain text would lose its breaks and show "&" as "&amp;".
 */
export function postizContent(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join("");
}

/** The length Postiz checks against maxLength: on X the larger of the weighted count and the plain length, else UTF-16 units. */
export function postizLength(identifier: string, text: string): number {
  if (identifier !== "x") return text.length;
  return Math.max(twitterText.parseTweet(text).weightedLength, text.length);
}

/** The settings each provider's validation requires (Postiz checks a draft's settings as a scheduled post's). */
export function postizSettings(identifier: string, options: Pick<SendOptions, "whoCanReply">): Record<string, string> {
  if (identifier === "x") return { __type: identifier, who_can_reply_post: options.whoCanReply };
  if (identifier.startsWith("instagram")) return { __type: identifier, post_type: "post" };
  return { __type: identifier };
}

export type PostizPostBody = {
  integration: { id: string };
  value: { content: string; image: never[] }[];
  settings: Record<string, string>;
};

export type PostizCreateBody = {
  type: "draft" | "schedule";
  shortLink: false;
  date: string;
  tags: never[];
  posts: PostizPostBody[];
};

export type PostizBuilt = {
  /** Null when no post of the batch may go. */
  body: PostizCreateBody | null;
  /** The posts in the body, in its order (Postiz answers one id per post, in the same order). */
  included: { handoffId: string; integrationId: string }[];
  refused: { handoffId: string; message: string }[];
};

const labelOf = (channel: string) =>
  channel in campaignChannels ? campaignChannels[channel as keyof typeof campaignChannels].label : channel;

export type PostizRefusal = { reason: "not_supported" | "over_limit"; message: string };

/** Why a post cannot go to this Postiz account, or null when it can. `name` is how the message names the post. */
export function postizRefusalOf(
  post: Pick<BatchPost, "channel" | "text">,
  channels: PostizChannels,
  name = `This ${labelOf(post.channel)} post`,
): PostizRefusal | null {
  const label = labelOf(post.channel);
  const target = (socialChannels as readonly string[]).includes(post.channel)
    ? channels[post.channel as SocialChannel]
    : undefined;
  if (!target)
    return {
      reason: "not_supported",
      message: `${name} was not sent: no ${label} channel is connected in Postiz. Add one there (or enable it), then send again.`,
    };
  const length = postizLength(target.integration.identifier, post.text);
  if (target.maxLength !== null && length > target.maxLength)
    return {
      reason: "over_limit",
      message: `${name} is ${length.toLocaleString("en-US")} characters as Postiz counts them, and ${target.integration.name || label} in Postiz takes ${target.maxLength.toLocaleString("en-US")}: shorten it to send it.`,
    };
  return null;
}

/** One request for the batch: every post that may go, dated at the batch's first posting time. */
export function buildPostizRequest(
  posts: readonly BatchPost[],
  channels: PostizChannels,
  options: Pick<SendOptions, "schedule" | "whoCanReply">,
  now: Date = new Date(),
): PostizBuilt {
  const included: PostizBuilt["included"] = [];
  const refused: PostizBuilt["refused"] = [];
  const bodies: PostizPostBody[] = [];
  for (const post of posts) {
    const refusal = postizRefusalOf(post, channels);
    if (refusal) {
      refused.push({ handoffId: post.handoffId, message: refusal.message });
      continue;
    }
    const { integration } = channels[post.channel as SocialChannel]!;
    included.push({ handoffId: post.handoffId, integrationId: integration.id });
    bodies.push({
      integration: { id: integration.id },
      value: [{ content: postizContent(post.text), image: [] }],
      settings: postizSettings(integration.identifier, options),
    });
  }
  if (bodies.length === 0) return { body: null, included, refused };
  const times = posts.flatMap((post) => (post.postAt ? [post.postAt.getTime()] : []));
  const date = new Date(times.length > 0 ? Math.min(...times) : now.getTime());
  return {
    body: {
      type: options.schedule ? "schedule" : "draft",
      shortLink: false,
      date: date.toISOString(),
      tags: [],
      posts: bodies,
    },
    included,
    refused,
  };
}
