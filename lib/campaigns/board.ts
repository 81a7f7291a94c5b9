// A campaign as the board, the API and the MCP tools read it: its brief, message house and assets, with each
// asset's link, date and length, and the campaign's coverage, guardrails, calendar and progress worked out from them.
import "server-only";

import { campaignLimits, type CampaignChannel } from "../config/campaigns";
import { getDb } from "../db";
import { AppError } from "../errors";
import { rowId } from "../route-id";
import type { CampaignAnswer, CampaignAssetAnswer } from "./answer";
import { campaignCalendar } from "./calendar";
import { coverage } from "./coverage";
import { checkGuardrails } from "./guardrails";
import { assetLength } from "./limits";
import { assetLink } from "./links";
import { cadenceSchema, campaignBriefSchema, messageHouseSchema, type Cadence, type CampaignBrief } from "./schema";
import { campaignId } from "./store";

const missing = "That campaign does not exist.";

const assetSelect = {
  id: true,
  channel: true,
  slot: true,
  pillar: true,
  keyMessages: true,
  text: true,
  locked: true,
  callToAction: true,
  status: true,
  error: true,
  writer: true,
  reviewStatus: true,
  reviews: {
    select: { verdict: true, comment: true, reviewerName: true, createdAt: true },
    orderBy: { createdAt: "desc" },
    take: campaignLimits.reviewNotesShown,
  },
} as const;

const campaignSelect = {
  id: true,
  name: true,
  slug: true,
  status: true,
  brief: true,
  messageHouse: true,
  cadence: true,
  reviewRequired: true,
  createdAt: true,
  updatedAt: true,
  assets: { select: assetSelect, orderBy: { slot: "asc" } },
} as const;

type AssetRow = {
  id: string;
  channel: string;
  slot: number;
  pillar: number;
  keyMessages: number[];
  text: string;
  locked: boolean;
  callToAction: string | null;
  status: CampaignAssetAnswer["status"];
  error: string | null;
  writer: string | null;
};

export function progressOf(assets: readonly Pick<AssetRow, "status">[]): CampaignAnswer["progress"] {
  const count = (status: AssetRow["status"]) => assets.filter((asset) => asset.status === status).length;
  return {
    // A failed asset's unit was given back.
    units: assets.length - count("failed"),
    total: assets.length,
    pending: count("pending"),
    running: count("running"),
    done: count("done"),
    failed: count("failed"),
  };
}

/** Each organic asset's date: the calendar's post of its channel with the same number. */
function datesOf(brief: CampaignBrief, cadence: Cadence): Map<string, string> {
  const dates = new Map<string, string>();
  for (const week of campaignCalendar({ ...brief, cadence }))
    for (const slot of week.slots) dates.set(`${slot.channel}:${slot.slot - 1}`, slot.date);
  return dates;
}

/** Reads the owner's campaign whole; another user's campaign is answered like a missing one. */
export async function campaignAnswer(userId: string, id: string): Promise<CampaignAnswer> {
  const row = await getDb().campaign.findFirst({ where: { id: campaignId(id), userId }, select: campaignSelect });
  if (!row) throw new AppError("not_found", missing);
  const brief = campaignBriefSchema.parse(row.brief);
  const cadence = cadenceSchema.parse(row.cadence);
  const dates = datesOf(brief, cadence);
  const order = (channel: string) => brief.channels.indexOf(channel as CampaignChannel);
  const rows = [...row.assets].sort((a, b) => order(a.channel) - order(b.channel) || a.slot - b.slot);
  const assets: CampaignAssetAnswer[] = rows.map(({ reviewStatus, reviews, ...asset }) => {
    const channel = asset.channel as CampaignChannel;
    return {
      ...asset,
      review: {
        status: reviewStatus,
        notes: reviews.map((note) => ({ ...note, createdAt: note.createdAt.toISOString() })),
      },
      channel,
      link: assetLink(brief.landingUrl, { id: asset.id, channel }, row.slug),
      date: dates.get(`${channel}:${asset.slot}`) ?? null,
      length: assetLength(channel, asset.text),
    };
  });
  const written = assets.filter((asset) => asset.status === "done");
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    status: row.status,
    brief,
    messageHouse: row.messageHouse === null ? null : messageHouseSchema.parse(row.messageHouse),
    cadence,
    progress: progressOf(assets),
    assets,
    coverage: coverage(brief.keyMessages, written),
    guardrails: checkGuardrails(
      written.map((asset) => ({ ...asset, callToAction: asset.callToAction ?? undefined })),
      brief,
    ),
    calendar: campaignCalendar({ ...brief, cadence }),
    reviewRequired: row.reviewRequired,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The owner's campaigns, newest first, with their progress. */
export async function listCampaigns(userId: string) {
  const rows = await getDb().campaign.findMany({
    where: { userId },
    orderBy: { createdAt: "desc" },
    select: { id: true, name: true, status: true, brief: true, createdAt: true, assets: { select: { status: true } } },
  });
  return {
    campaigns: rows.map((row) => ({
      id: row.id,
      name: row.name,
      status: row.status,
      channels: campaignBriefSchema.parse(row.brief).channels,
      progress: progressOf(row.assets),
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/** What the board's stream sends: the status and counts, in one statement. */
export async function campaignProgress(userId: string, id: string) {
  const row = await getDb().campaign.findFirst({
    where: { id: campaignId(id), userId },
    select: { status: true, updatedAt: true, assets: { select: { status: true, updatedAt: true } } },
  });
  if (!row) throw new AppError("not_found", missing);
  const latest = row.assets.reduce((time, asset) => Math.max(time, asset.updatedAt.getTime()), row.updatedAt.getTime());
  return { status: row.status, progress: progressOf(row.assets), updatedAt: new Date(latest).toISOString() };
}

export function assetId(value: string): string {
  return rowId(value, "That asset does not exist.");
}
