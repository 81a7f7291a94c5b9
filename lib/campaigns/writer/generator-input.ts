// The generator's brief an asset is written (and scored) from: each campaign channel maps to the generator's nearest
// content type and platform, and the brief's offer, audience, the asset's key messages and its pillar's proof points
// fill the generator's fields, so the prompt carries the pillar and what it says. Channels the generator has no
// platform for (an organic Facebook post, a LinkedIn ad) are written as a post for a named platform, and their hard
// limits are the campaign's (lib/config/campaigns.ts). Pure, so the board can score an asset as the user edits it.
import {
  assetAngles,
  campaignVideoSeconds,
  campaignWriter,
  type CampaignChannel,
  type CampaignGoal,
} from "../../config/campaigns";
import type { FormatBrief } from "../../generator/pipeline/format";
import { generatorInputSchema, type GeneratorForm, type GeneratorInput } from "../../generator/schema";
import type { AssetOrder } from "./order";

export type AssetBrief = Omit<AssetOrder, "voice" | "slug">;

type ChannelFormat = Pick<GeneratorForm, "contentType" | "platform" | "customPlatform">;

const channelFormats: Record<CampaignChannel, ChannelFormat> = {
  googleSearchAd: { contentType: "ads", platform: "google" },
  metaAd: { contentType: "ads", platform: "facebook" },
  linkedinAd: { contentType: "social", platform: "custom", customPlatform: "LinkedIn ad" },
  x: { contentType: "social", platform: "x" },
  linkedin: { contentType: "social", platform: "linkedin" },
  instagram: { contentType: "social", platform: "instagram" },
  facebook: { contentType: "social", platform: "custom", customPlatform: "Facebook" },
  threads: { contentType: "social", platform: "threads" },
  email: { contentType: "email" },
  blogOutline: { contentType: "blog", platform: "outline" },
  videoScript: { contentType: "scripts" },
};

/** How the generator lays out and counts the channel's copy (its sections and their hard limits). */
export function channelFormat(channel: CampaignChannel): FormatBrief {
  const format = channelFormats[channel];
  return { contentType: format.contentType, platform: format.platform ?? "" };
}

// The email a campaign sends is the kind its goal calls for.
const emailTypeByGoal: Record<CampaignGoal, GeneratorInput["emailType"]> = {
  awareness: "newsletter",
  leads: "promotional",
  launch: "announcement",
  sales: "promotional",
  event: "announcement",
};

/** Items as one list field, a line each, as many whole items as the field holds. */
function listField(items: readonly string[], max: number): string {
  let field = "";
  for (const item of items) {
    const next = field ? `${field}\n- ${item}` : `- ${item}`;
    if (Array.from(next).length > max) break;
    field = next;
  }
  return field;
}

/**
 * The list turned by one place for each round of angles the slots have gone through, so assets of a channel that take
 * the same angle do not lead with the same item.
 */
export function rotated<T>(items: readonly T[], slot: number): T[] {
  if (items.length === 0) return [];
  const start = Math.floor(slot / assetAngles) % items.length;
  return [...items.slice(start), ...items.slice(0, start)];
}

/** The brief's key messages and proof points this asset carries, in the order its slot leads with. */
export function assetPoints(order: AssetBrief): { pillar: string; keyMessages: string[]; proofPoints: string[] } {
  const { brief, house, asset } = order;
  const pillar = house.pillars[asset.pillar];
  const pick = (list: readonly string[], positions: readonly number[]) =>
    positions.map((index) => list[index]).filter((item): item is string => item !== undefined);
  // An asset carries its own key messages; one given none says its pillar's, or else the core message.
  const own = pick(brief.keyMessages, asset.keyMessages);
  const pillars = pick(brief.keyMessages, pillar?.keyMessages ?? []);
  const keyMessages = own.length > 0 ? own : pillars.length > 0 ? pillars : [house.coreMessage];
  return {
    pillar: pillar?.title ?? house.coreMessage,
    keyMessages: rotated(keyMessages, asset.slot),
    proofPoints: rotated(pick(brief.proofPoints, pillar?.proofPoints ?? []), asset.slot),
  };
}

const sentence = (text: string) => (text === "" || /[.!?…]$/.test(text) ? text : `${text}.`);

export function assetGeneratorInput(order: AssetBrief): GeneratorInput {
  const { brief, asset } = order;
  const format = channelFormats[asset.channel];
  const points = assetPoints(order);
  const keyMessages = listField(points.keyMessages, campaignWriter.generatorListMaxCharacters);
  // An ad or a script names its pillar in the description it is summed up by; a post, an email or an article already
  // has it as its topic, subject or title, so there the description is the offer alone.
  const namesPillar = format.contentType === "ads" || format.contentType === "scripts";
  const common = {
    ...format,
    description: [namesPillar ? sentence(points.pillar) : "", sentence(brief.offer)].filter(Boolean).join(" "),
    demographics: brief.audience,
    usps: listField(points.proofPoints, campaignWriter.generatorListMaxCharacters),
  };
  switch (format.contentType) {
    case "ads":
      return generatorInputSchema.parse({
        ...common,
        headline: brief.name,
        benefits: keyMessages,
        finalUrl: format.platform === "google" ? brief.landingUrl : "",
      });
    case "email":
      return generatorInputSchema.parse({
        ...common,
        emailType: emailTypeByGoal[brief.goal],
        subject: points.pillar,
        body: keyMessages,
      });
    case "blog":
      return generatorInputSchema.parse({ ...common, title: points.pillar, outline: keyMessages });
    case "scripts":
      return generatorInputSchema.parse({
        ...common,
        scriptType: brief.goal === "sales" || brief.goal === "leads" ? "video-ad" : "short-form",
        duration: campaignVideoSeconds,
        topic: points.pillar,
        headline: brief.name,
        benefits: keyMessages,
      });
    default:
      return generatorInputSchema.parse({ ...common, topic: points.pillar, benefits: keyMessages });
  }
}
