// A user's campaigns in the database: created from a brief, given a message house, and approved before anything fans
// out. Every function takes the owner's id; another user's campaign is answered like a missing one.
import "server-only";

import { getDb } from "../db";
import { AppError } from "../errors";
import type { Prisma } from "../generated/prisma/client";
import { rowId } from "../route-id";
import { validateMessageHouse } from "./message-house";
import {
  cadenceSchema,
  campaignBriefSchema,
  messageHouseSchema,
  type Cadence,
  type CampaignBrief,
  type CampaignBriefForm,
  type MessageHouse,
} from "./schema";
import { campaignSlug } from "./slug";

const missing = "That campaign does not exist.";

const select = {
  id: true,
  name: true,
  slug: true,
  brief: true,
  status: true,
  messageHouse: true,
  cadence: true,
  createdAt: true,
  updatedAt: true,
} as const;

type CampaignRow = Prisma.CampaignGetPayload<{ select: typeof select }>;

export type CampaignStatus = CampaignRow["status"];

export type Campaign = Omit<CampaignRow, "brief" | "messageHouse" | "cadence"> & {
  brief: CampaignBrief;
  messageHouse: MessageHouse | null;
  cadence: Cadence;
};

// Both were validated on the way in; parsing them again gives them their types and fills defaults added since.
function toCampaign(row: CampaignRow): Campaign {
  return {
    ...row,
    brief: campaignBriefSchema.parse(row.brief),
    messageHouse: row.messageHouse === null ? null : messageHouseSchema.parse(row.messageHouse),
    cadence: cadenceSchema.parse(row.cadence),
  };
}

export function campaignId(value: string): string {
  return rowId(value, missing);
}

/** The owner's campaign, locked until the transaction ends so two writes to it never interleave. */
async function ownedForUpdate(tx: Prisma.TransactionClient, userId: string, id: string): Promise<Campaign> {
  await tx.$executeRaw`SELECT 1 FROM campaigns WHERE id = ${campaignId(id)}::uuid FOR UPDATE`;
  const row = await tx.campaign.findFirst({ where: { id, userId }, select });
  if (!row) throw new AppError("not_found", missing);
  return toCampaign(row);
}

export async function createCampaign(userId: string, input: CampaignBriefForm): Promise<Campaign> {
  const brief = campaignBriefSchema.parse(input);
  return getDb().$transaction(async (tx) => {
    if (brief.brandVoiceId !== undefined) {
      const voice = await tx.brandVoice.findFirst({
        where: { id: rowId(brief.brandVoiceId, "That brand voice does not exist."), userId },
        select: { id: true },
      });
      if (!voice) throw new AppError("not_found", "That brand voice does not exist.");
    }
    const row = await tx.campaign.create({
      data: { userId, name: brief.name, slug: campaignSlug(brief.name), brief },
      select,
    });
    return toCampaign(row);
  });
}

export async function getCampaign(userId: string, id: string): Promise<Campaign> {
  const row = await getDb().campaign.findFirst({ where: { id: campaignId(id), userId }, select });
  if (!row) throw new AppError("not_found", missing);
  return toCampaign(row);
}

/** Replaces the message house while it is not yet approved; an approved one is what the assets were written from. */
export async function saveMessageHouse(
  userId: string,
  id: string,
  input: unknown,
  cadenceInput: unknown = undefined,
): Promise<Campaign> {
  const house = messageHouseSchema.parse(input);
  const cadence = cadenceInput === undefined ? undefined : cadenceSchema.parse(cadenceInput);
  return getDb().$transaction(async (tx) => {
    const campaign = await ownedForUpdate(tx, userId, id);
    if (campaign.status !== "draft" && campaign.status !== "house_ready")
      throw new AppError("conflict", "The message house is already approved; it can no longer change.");
    const issues = validateMessageHouse(house, campaign.brief);
    const [first] = issues;
    if (first) throw new AppError("invalid_input", `${first.path.join(".")}: ${first.message}`, {}, { issues });
    const row = await tx.campaign.update({
      where: { id: campaign.id },
      data: { messageHouse: house, status: "house_ready", ...(cadence ? { cadence } : {}) },
      select,
    });
    return toCampaign(row);
  });
}

/** Accepts the message house. Approving an approved campaign again changes nothing and is no error. */
export async function approveMessageHouse(
  userId: string,
  id: string,
  within?: Prisma.TransactionClient,
): Promise<Campaign> {
  const approve = async (tx: Prisma.TransactionClient) => {
    const campaign = await ownedForUpdate(tx, userId, id);
    if (campaign.status === "draft") throw new AppError("conflict", "Write the message house before approving it.");
    if (campaign.status !== "house_ready") return campaign;
    const row = await tx.campaign.update({ where: { id: campaign.id }, data: { status: "approved" }, select });
    return toCampaign(row);
  };
  return within ? approve(within) : getDb().$transaction(approve);
}
