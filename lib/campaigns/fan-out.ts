// The campaign's steps after the brief: the message house drafted and saved, the fan-out started on approval (one
// job per asset), one asset written again, and one more asset for a key message nothing carries yet.
import "server-only";

import { providers } from "../ai/providers";
import { getDb } from "../db";
import { AppError } from "../errors";
import type { Prisma } from "../generated/prisma/client";
import type { BrandVoice } from "../generator/pipeline/voice";
import { assetEditSchema, assetLockSchema, saveMessageHouseSchema, type CampaignAnswer } from "./answer";
import { assetId, campaignAnswer } from "./board";
import type { CampaignBriefForm } from "./schema";
import { createCampaign, getCampaign, saveMessageHouse } from "./store";
import { writeMessageHouse } from "./writer/message-house";

const notYet = () => new AppError("unavailable", "Campaign fan-out is being built.");

/** The brand voice the brief names, as the writers use it; null for none. */
export async function campaignVoice(userId: string, brandVoiceId: string | undefined): Promise<BrandVoice | null> {
  if (brandVoiceId === undefined) return null;
  return getDb().brandVoice.findFirst({
    where: { id: brandVoiceId, userId },
    select: { name: true, tone: true, audience: true, styleNotes: true, wordsToAvoid: true, description: true },
  });
}

/** Drafts the message house with the writer and saves it (status house_ready); the user edits and accepts it. */
export async function draftMessageHouse(userId: string, id: string, signal: AbortSignal): Promise<CampaignAnswer> {
  const campaign = await getCampaign(userId, id);
  if (campaign.status !== "draft" && campaign.status !== "house_ready")
    throw new AppError("conflict", "The message house is already approved; it can no longer change.");
  const voice = await campaignVoice(userId, campaign.brief.brandVoiceId);
  const { house } = await writeMessageHouse(campaign.brief, voice, providers(), signal);
  await saveMessageHouse(userId, id, house);
  return campaignAnswer(userId, id);
}

/** Creates the campaign from its brief and drafts its message house: the first step of the API and the screen. */
export async function openCampaign(
  userId: string,
  input: CampaignBriefForm,
  signal: AbortSignal,
): Promise<CampaignAnswer> {
  const campaign = await createCampaign(userId, input);
  return draftMessageHouse(userId, campaign.id, signal);
}

/** Saves the edited message house and cadence (input: saveMessageHouseSchema) while it is not yet approved. */
export async function saveHouse(userId: string, id: string, input: unknown): Promise<CampaignAnswer> {
  const { messageHouse, cadence } = saveMessageHouseSchema.parse(input);
  await saveMessageHouse(userId, id, messageHouse, cadence);
  return campaignAnswer(userId, id);
}

/**
 * Accepts the message house and starts the fan-out: refused with 402 before anything is written when the account's
 * remaining units are fewer than the assets; otherwise the assets and their jobs are added in one transaction.
 * Approving a started campaign again changes nothing.
 */
export async function startCampaign(_userId: string, _id: string): Promise<CampaignAnswer> {
  throw notYet();
}

/** Writes one asset again (one unit); a locked asset is refused with 409. */
export async function regenerateAsset(_userId: string, _id: string, _assetId: string): Promise<CampaignAnswer> {
  throw notYet();
}

/** Adds and writes one asset carrying a key message no asset carries yet (input: coverKeyMessageSchema); one unit. */
export async function coverKeyMessage(_userId: string, _id: string, _input: unknown): Promise<CampaignAnswer> {
  throw notYet();
}

/** The owner's asset, locked until the transaction ends; another user's is answered like a missing one. */
export async function ownedAssetForUpdate(tx: Prisma.TransactionClient, userId: string, id: string, asset: string) {
  await tx.$executeRaw`SELECT 1 FROM campaign_assets WHERE id = ${assetId(asset)}::uuid FOR UPDATE`;
  const row = await tx.campaignAsset.findFirst({
    where: { id: asset, campaign: { id, userId } },
    select: { id: true, status: true, locked: true, revision: true, channel: true, slot: true },
  });
  if (!row) throw new AppError("not_found", "That asset does not exist.");
  return row;
}

/** Edits an asset's text in place (input: assetEditSchema); no unit. An asset being written cannot be edited. */
export async function editAsset(userId: string, id: string, asset: string, input: unknown): Promise<CampaignAnswer> {
  const edit = assetEditSchema.parse(input);
  await getDb().$transaction(async (tx) => {
    const row = await ownedAssetForUpdate(tx, userId, id, asset);
    if (row.status === "pending" || row.status === "running")
      throw new AppError("conflict", "This asset is being written; edit it once it is done.");
    await tx.campaignAsset.update({
      where: { id: row.id },
      data: {
        text: edit.text,
        status: "done",
        error: null,
        ...(edit.callToAction === undefined ? {} : { callToAction: edit.callToAction || null }),
      },
    });
  });
  return campaignAnswer(userId, id);
}

/** Locks or unlocks an asset (input: assetLockSchema): a locked asset is left alone when it or the campaign is rewritten. */
export async function setAssetLock(userId: string, id: string, asset: string, input: unknown): Promise<CampaignAnswer> {
  const { locked } = assetLockSchema.parse(input);
  await getDb().$transaction(async (tx) => {
    const row = await ownedAssetForUpdate(tx, userId, id, asset);
    await tx.campaignAsset.update({ where: { id: row.id }, data: { locked } });
  });
  return campaignAnswer(userId, id);
}
