// Which posts an export carries and when each is published, before any file is written: a campaign's posts pass the
// gate and keep their campaign days; a library selection passes the same hard-limit rule and, having no days, is
// scheduled from a start date.
import type { CampaignAnswer, CampaignAssetAnswer } from "../../campaigns/answer";
import { assetLength } from "../../campaigns/limits";
import { socialChannels, type SocialChannel } from "../../config/handoff";
import { titleOf } from "../../library/title";
import { gateAssets } from "../gate";
import { postingTimesOf } from "../schedule";
import type { BufferExportInput, HeldPost } from "../schema";
import type { BufferPost } from "./files";
import type { LibraryBufferExportInput, LibraryHeldPost } from "./schema";

export const isSocialChannel = (channel: string): channel is SocialChannel =>
  (socialChannels as readonly string[]).includes(channel);

type Choice = Pick<BufferExportInput, "timeZone" | "time" | "assetIds">;

/** The campaign's posts that may leave, at their campaign day's time on the chosen clock, and those held back. */
export function campaignBufferPlan(
  campaign: Pick<CampaignAnswer, "assets" | "reviewRequired">,
  input: Choice,
): { posts: BufferPost[]; held: HeldPost[] } {
  const { ready, held } = gateAssets(campaign, "buffer", input.assetIds);
  // A channel's second post of a day goes later than its first: the order is the calendar's.
  const ordered = [...ready].sort((a, b) => (a.date ?? "").localeCompare(b.date ?? "") || a.slot - b.slot);
  const times = postingTimesOf(ordered, input.time, input.timeZone);
  const posts = ordered.flatMap((asset: CampaignAssetAnswer) =>
    isSocialChannel(asset.channel)
      ? [{ id: asset.id, channel: asset.channel, text: asset.text, time: times.get(asset.id) }]
      : [],
  );
  return { posts, held };
}

export type LibraryCopy = {
  id: string;
  title: string | null;
  content: string;
  contentType: string;
  parameters: unknown;
  /** From a campaign whose review is on, and not the text its reviewer approved. */
  awaitingReview?: boolean;
};

const parameter = (parameters: unknown, name: string): unknown =>
  typeof parameters === "object" && parameters !== null ? (parameters as Record<string, unknown>)[name] : undefined;

/**
 * The channel a saved copy is posted to: a social post saved from the generator for X, LinkedIn, Instagram or
 * Threads goes there; a campaign's Facebook post is saved as "Other platform" with its channel named Facebook. Any
 * other copy (an ad, an email, a post for another platform) is not a post Buffer can be told where to publish.
 */
export function libraryChannelOf(copy: Pick<LibraryCopy, "contentType" | "parameters">): SocialChannel | null {
  if (copy.contentType !== "social") return null;
  const platform = parameter(copy.parameters, "platform");
  if (typeof platform === "string" && platform !== "custom" && isSocialChannel(platform)) return platform;
  if (platform === "custom" && parameter(copy.parameters, "channel") === "Facebook") return "facebook";
  return null;
}

/** `date` (YYYY-MM-DD) moved by `days` on the calendar. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10);
}

type LibraryChoice = Pick<LibraryBufferExportInput, "timeZone" | "time"> & { startDate: string };

/**
 * The selection's posts and those held back. Saved copies have no day: each channel's posts go one a day from the
 * start date, at the chosen time, in the order chosen.
 */
export function libraryBufferPlan(
  copies: readonly LibraryCopy[],
  input: LibraryChoice,
): { posts: BufferPost[]; held: LibraryHeldPost[] } {
  const held: LibraryHeldPost[] = [];
  const kept: { copy: LibraryCopy; channel: SocialChannel; date: string }[] = [];
  const perChannel = new Map<SocialChannel, number>();
  for (const copy of copies) {
    const name = `“${titleOf(copy)}”`;
    const channel = libraryChannelOf(copy);
    if (!channel) {
      held.push({
        savedCopyId: copy.id,
        channel: null,
        reason: "not_supported",
        message: `${name} is not a post for X, LinkedIn, Instagram, Facebook or Threads.`,
      });
      continue;
    }
    const length = assetLength(channel, copy.content);
    if (!length.within) {
      held.push({
        savedCopyId: copy.id,
        channel,
        reason: "over_limit",
        message: `${name} is ${length.count.toLocaleString("en-US")} of ${(length.limit ?? 0).toLocaleString("en-US")} ${length.unit}: shorten it to hand it over.`,
      });
      continue;
    }
    if (copy.awaitingReview) {
      held.push({
        savedCopyId: copy.id,
        channel,
        reason: "not_approved",
        message: `${name} is from a campaign whose posts need the reviewer's approval, and this text is not approved.`,
      });
      continue;
    }
    const nth = perChannel.get(channel) ?? 0;
    perChannel.set(channel, nth + 1);
    kept.push({ copy, channel, date: addDays(input.startDate, nth) });
  }
  const times = postingTimesOf(
    kept.map(({ copy, channel, date }) => ({ id: copy.id, channel, date })),
    input.time,
    input.timeZone,
  );
  const posts = kept.map(({ copy, channel }) => ({
    id: copy.id,
    channel,
    text: copy.content,
    time: times.get(copy.id),
  }));
  return { posts, held };
}
