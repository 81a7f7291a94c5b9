// A campaign's written assets as the library knows copy: each as a saved copy would be (its title, type, platform
// and brief), for saving the campaign to the library and for its CSV, which has the library export's columns and the
// campaign's own after them.
import { campaignChannels, campaignGoals, type CampaignChannel } from "../config/campaigns";
import { labelOf } from "../generator/options";
import { toCsv } from "../library/csv";
import { typeLabel } from "../library/details";
import { exportColumns } from "../library/export";
import type { LibraryType } from "../library/schema";
import type { CampaignAnswer, CampaignAssetAnswer } from "./answer";

/** Where each channel's assets sit in the library: its kind of copy, and the generator's platform where it has one. */
const libraryKinds: Record<CampaignChannel, { contentType: LibraryType; platform?: string }> = {
  googleSearchAd: { contentType: "ads", platform: "google" },
  metaAd: { contentType: "ads", platform: "facebook" },
  linkedinAd: { contentType: "ads" },
  x: { contentType: "social", platform: "x" },
  linkedin: { contentType: "social", platform: "linkedin" },
  instagram: { contentType: "social", platform: "instagram" },
  facebook: { contentType: "social", platform: "custom" },
  threads: { contentType: "social", platform: "threads" },
  email: { contentType: "email" },
  blogOutline: { contentType: "blog", platform: "outline" },
  videoScript: { contentType: "scripts" },
};

export const campaignExportColumns = [
  ...exportColumns,
  "Campaign",
  "Channel",
  "Pillar",
  "Key messages",
  "Date",
] as const;

/** Paid ads are not scheduled: they run for the whole campaign. */
export const runsThroughout = "Runs throughout";

/** The assets worth keeping: written, with text. */
export const writtenAssets = (campaign: Pick<CampaignAnswer, "assets">) =>
  campaign.assets.filter((asset) => asset.status === "done" && asset.text.trim() !== "");

export type AssetCopy = {
  title: string;
  content: string;
  contentType: LibraryType;
  parameters: Record<string, string>;
};

const channelLabel = (channel: CampaignChannel) => campaignChannels[channel].label;

/** "Spring launch · X 3": the campaign, the channel and the asset's number on it. */
export const assetTitle = (
  campaign: Pick<CampaignAnswer, "name">,
  asset: Pick<CampaignAssetAnswer, "channel" | "slot">,
) => `${campaign.name} · ${channelLabel(asset.channel)} ${asset.slot + 1}`;

const pillarOf = (campaign: CampaignAnswer, asset: CampaignAssetAnswer) =>
  campaign.messageHouse?.pillars[asset.pillar]?.title ?? "";

const keyMessagesOf = (campaign: CampaignAnswer, asset: CampaignAssetAnswer) =>
  asset.keyMessages.map((index) => campaign.brief.keyMessages[index] ?? "").filter(Boolean);

/** One asset as a saved copy: the brief it keeps names the campaign, the channel, the pillar and the link. */
export function assetCopy(campaign: CampaignAnswer, asset: CampaignAssetAnswer): AssetCopy {
  const kind = libraryKinds[asset.channel];
  const parameters: Record<string, string> = {
    topic: assetTitle(campaign, asset),
    campaign: campaign.name,
    campaignId: campaign.id,
    channel: channelLabel(asset.channel),
    pillar: pillarOf(campaign, asset),
    callToAction: asset.callToAction ?? campaign.brief.callToAction,
    ...(kind.platform ? { platform: kind.platform } : {}),
    ...(asset.link ? { link: asset.link } : {}),
    ...(asset.date ? { date: asset.date } : {}),
    ...(asset.writer ? { writer: asset.writer } : {}),
  };
  return { title: assetTitle(campaign, asset), content: asset.text, contentType: kind.contentType, parameters };
}

const utf8Mark = "\uFEFF";
const utcDateTime = (iso: string) => iso.slice(0, 19).replace("T", " ");

function briefLines(campaign: CampaignAnswer, asset: CampaignAssetAnswer): string {
  const { brief } = campaign;
  return [
    ["Goal", labelOf(campaignGoals, brief.goal)],
    ["Offer", brief.offer],
    ["Audience", brief.audience],
    ["Call to action", asset.callToAction ?? brief.callToAction],
    ["Link", asset.link ?? ""],
  ]
    .filter(([, value]) => value !== "")
    .map(([label, value]) => `${label}: ${value}`)
    .join("\n");
}

/** The campaign's written assets as CSV, one row each; cells a spreadsheet would run as a formula are defused. */
export function campaignCsv(campaign: CampaignAnswer): string {
  const rows = writtenAssets(campaign).map((asset) => {
    const copy = assetCopy(campaign, asset);
    return [
      copy.title,
      copy.content,
      typeLabel(copy.contentType),
      channelLabel(asset.channel),
      briefLines(campaign, asset),
      asset.writer ?? "",
      "No",
      "No",
      utcDateTime(campaign.updatedAt),
      asset.id,
      campaign.name,
      channelLabel(asset.channel),
      pillarOf(campaign, asset),
      keyMessagesOf(campaign, asset).join("\n"),
      asset.date ?? runsThroughout,
    ];
  });
  return utf8Mark + toCsv(campaignExportColumns, rows);
}

/** "hookline-campaign-spring-launch.csv". */
export const campaignCsvName = (campaign: Pick<CampaignAnswer, "slug">) => `hookline-campaign-${campaign.slug}.csv`;
