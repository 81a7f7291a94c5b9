// The campaign's steps after the brief: the message house drafted and saved, the fan-out started on approval (one
// job per asset), one asset written again, and one more asset for a key message nothing carries yet.
import "server-only";

import { providers } from "../ai/providers";
import { campaignJobs } from "../config/jobs";
import { generationRateLimit } from "../config/rate-limits";
import { getDb } from "../db";
import { env } from "../env";
import { AppError } from "../errors";
import type { AssetReviewStatus, Prisma } from "../generated/prisma/client";
import { accountSubject, enforce } from "../rate-limit";
import { unitsLeft } from "../usage/metered";
import {
  assetEditSchema,
  assetLockSchema,
  coverKeyMessageSchema,
  saveMessageHouseSchema,
  type CampaignAnswer,
} from "./answer";
import { assetId, campaignAnswer } from "./board";
import { addAssetJobs } from "./jobs/queue";
import { planAssets } from "./plan";
import { campaignBriefSchema, type CampaignBriefForm } from "./schema";
import { approveMessageHouse, campaignId, createCampaign, getCampaign, saveMessageHouse } from "./store";
import { campaignVoice } from "./voice";
import { writeMessageHouse } from "./writer/message-house";

/**
 * A draft is a model call: it counts against the generation limit and needs what generating needs (a confirmed
 * email and a plan), though it costs no unit.
 */
async function assertMayDraft(userId: string): Promise<void> {
  await enforce([{ rule: generationRateLimit, subject: accountSubject(userId) }]);
  await unitsLeft(userId);
}

async function draft(userId: string, id: string, signal: AbortSignal): Promise<CampaignAnswer> {
  const campaign = await getCampaign(userId, id);
  if (campaign.status !== "draft" && campaign.status !== "house_ready")
    throw new AppError("conflict", "The message house is already approved; it can no longer change.");
  const voice = await campaignVoice(userId, campaign.brief.brandVoiceId);
  const { house } = await writeMessageHouse(campaign.brief, voice, providers(), signal);
  await saveMessageHouse(userId, id, house);
  return campaignAnswer(userId, id);
}

/** Drafts the message house with the writer and saves it (status house_ready); the user edits and accepts it. */
export async function draftMessageHouse(userId: string, id: string, signal: AbortSignal): Promise<CampaignAnswer> {
  await assertMayDraft(userId);
  return draft(userId, id, signal);
}

/**
 * Creates the campaign from its brief and drafts its message house: the first step of the API and the screen. The
 * brief and the account are checked before anything is written.
 */
export async function openCampaign(
  userId: string,
  input: CampaignBriefForm,
  signal: AbortSignal,
): Promise<CampaignAnswer> {
  campaignBriefSchema.parse(input);
  await assertMayDraft(userId);
  const campaign = await createCampaign(userId, input);
  return draft(userId, campaign.id, signal);
}

/** Saves the edited message house and cadence (input: saveMessageHouseSchema) while it is not yet approved. */
export async function saveHouse(userId: string, id: string, input: unknown): Promise<CampaignAnswer> {
  const { messageHouse, cadence } = saveMessageHouseSchema.parse(input);
  await saveMessageHouse(userId, id, messageHouse, cadence);
  return campaignAnswer(userId, id);
}

/** A refusal before any unit is spent when the account cannot pay for `units` assets. */
async function assertUnits(userId: string, units: number): Promise<void> {
  const { left, limit, isTrial } = await unitsLeft(userId);
  if (left >= units) return;
  const period = isTrial ? "your trial" : "this month";
  throw new AppError(
    "payment_required",
    `This needs ${units} ${units === 1 ? "unit" : "units"} (one per asset), and ${left} of ${period}'s ${limit} are left. Upgrade your plan, or choose fewer channels or posts.`,
  );
}

/**
 * The account's campaigns writing now stay within its limit. The account's advisory lock, held to the end of the
 * transaction, makes two approvals of different campaigns count one after the other.
 */
async function assertCampaignSlot(tx: Prisma.TransactionClient, userId: string, except: string): Promise<void> {
  const limit = env.CAMPAIGNS_PER_ACCOUNT ?? campaignJobs.defaultCampaignsPerAccount;
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`campaigns:${userId}`}))`;
  const running = await tx.campaign.count({ where: { userId, status: "running", id: { not: except } } });
  if (running >= limit)
    throw new AppError(
      "rate_limited",
      `${running} of your campaigns are being written, the most at once. Start this one when one of them is done.`,
    );
}

/**
 * Accepts the message house and starts the fan-out: refused with 402 before anything is written when the account's
 * remaining units are fewer than the assets; otherwise the assets and their jobs are added in one transaction.
 * Approving a started campaign again changes nothing.
 */
export async function startCampaign(userId: string, id: string): Promise<CampaignAnswer> {
  await getDb().$transaction(async (tx) => {
    const current = await approveMessageHouse(userId, id, tx);
    if (current.status !== "approved") return;
    // Planned from the house and cadence as locked here, so what is checked is what is written.
    const plan = planAssets(current.brief, current.messageHouse ?? noHouse(), current.cadence);
    if (plan.length === 0) throw new AppError("invalid_input", "No asset to write: every channel is off the calendar.");
    await assertUnits(userId, plan.length);
    await assertCampaignSlot(tx, userId, id);
    await tx.campaignAsset.createMany({ data: plan.map((asset) => ({ ...asset, campaignId: current.id })) });
    await tx.campaign.update({ where: { id: current.id }, data: { status: "running", startedAt: new Date() } });
    await addAssetJobs(tx, current.id);
  });
  return campaignAnswer(userId, id);
}

const noHouse = (): never => {
  throw new AppError("conflict", "Write the message house before approving it.");
};

/** Puts the campaign back to writing, for an asset added or written again, within the account's limit. */
async function reopen(tx: Prisma.TransactionClient, userId: string, id: string): Promise<void> {
  const { status } = await tx.campaign.findUniqueOrThrow({ where: { id }, select: { status: true } });
  if (status === "running") return;
  await assertCampaignSlot(tx, userId, id);
  await tx.campaign.update({ where: { id }, data: { status: "running", finishedAt: null } });
}

/** Writes one asset again (one unit); a locked asset, or one being written, is refused with 409. */
export async function regenerateAsset(userId: string, id: string, asset: string): Promise<CampaignAnswer> {
  await getDb().$transaction(async (tx) => {
    const row = await ownedAssetForUpdate(tx, userId, id, asset);
    if (row.locked) throw new AppError("conflict", "This asset is locked. Unlock it to write it again.");
    if (row.status === "pending" || row.status === "running")
      throw new AppError("conflict", "This asset is being written already.");
    await assertUnits(userId, 1);
    await tx.campaignAsset.update({
      where: { id: row.id },
      data: { revision: { increment: 1 }, status: "pending", error: null, ...reviewAfterChange(row.reviewStatus) },
    });
    await reopen(tx, userId, row.campaignId);
    await addAssetJobs(tx, row.campaignId, [row.id]);
  });
  return campaignAnswer(userId, id);
}

/**
 * Adds and writes one asset carrying a key message no asset carries yet (input: coverKeyMessageSchema), on the
 * channel given or the campaign's first, under the first pillar the message stands in; one unit.
 */
export async function coverKeyMessage(userId: string, id: string, input: unknown): Promise<CampaignAnswer> {
  const { keyMessage, channel } = coverKeyMessageSchema.parse(input);
  const campaign = await getCampaign(userId, id);
  if (keyMessage >= campaign.brief.keyMessages.length)
    throw new AppError("invalid_input", `The brief has no key message ${keyMessage + 1}.`);
  const target = channel ?? campaign.brief.channels[0];
  if (!target || !campaign.brief.channels.includes(target))
    throw new AppError("invalid_input", "Choose one of the campaign's channels.");
  if (campaign.status === "draft" || campaign.status === "house_ready")
    throw new AppError("conflict", "Accept the message house first; its assets are written then.");
  await assertUnits(userId, 1);
  await getDb().$transaction(async (tx) => {
    await tx.$executeRaw`SELECT 1 FROM campaigns WHERE id = ${campaign.id}::uuid FOR UPDATE`;
    const carried = await tx.campaignAsset.count({
      where: { campaignId: campaign.id, keyMessages: { has: keyMessage }, status: { not: "failed" } },
    });
    if (carried > 0) throw new AppError("conflict", "An asset already carries this key message.");
    const last = await tx.campaignAsset.aggregate({
      where: { campaignId: campaign.id, channel: target },
      _max: { slot: true },
    });
    const pillar = Math.max(
      0,
      campaign.messageHouse?.pillars.findIndex((p) => p.keyMessages.includes(keyMessage)) ?? 0,
    );
    const created = await tx.campaignAsset.create({
      data: {
        campaignId: campaign.id,
        channel: target,
        slot: (last._max.slot ?? -1) + 1,
        pillar,
        keyMessages: [keyMessage],
      },
      select: { id: true },
    });
    await reopen(tx, userId, campaign.id);
    await addAssetJobs(tx, campaign.id, [created.id]);
  });
  return campaignAnswer(userId, id);
}

/**
 * The owner's asset, locked until the transaction ends; another user's, or one of another campaign, is answered like
 * a missing one, and only the owner's row is ever locked.
 */
export async function ownedAssetForUpdate(tx: Prisma.TransactionClient, userId: string, id: string, asset: string) {
  const locked = await tx.$queryRaw<{ id: string }[]>`
    SELECT a.id FROM campaign_assets a JOIN campaigns c ON c.id = a.campaign_id
    WHERE a.id = ${assetId(asset)}::uuid AND c.id = ${campaignId(id)}::uuid AND c.user_id = ${userId}
    FOR UPDATE OF a`;
  if (locked.length === 0) throw new AppError("not_found", "That asset does not exist.");
  return tx.campaignAsset.findUniqueOrThrow({
    where: { id: asset },
    select: {
      id: true,
      campaignId: true,
      status: true,
      locked: true,
      revision: true,
      channel: true,
      slot: true,
      text: true,
      reviewStatus: true,
    },
  });
}

/** A text changed after a reviewer's verdict is to be reviewed again; one never reviewed stays as it is. */
function reviewAfterChange(status: AssetReviewStatus): { reviewStatus?: AssetReviewStatus } {
  return status === "approved" || status === "changes_requested" ? { reviewStatus: "changes_made" } : {};
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
        ...(edit.text === row.text ? {} : reviewAfterChange(row.reviewStatus)),
        ...(edit.callToAction === undefined ? {} : { callToAction: edit.callToAction || null }),
      },
    });
    // A failed asset written by hand makes a failed campaign done.
    if (row.status === "failed")
      await tx.campaign.updateMany({ where: { id: row.campaignId, status: "failed" }, data: { status: "done" } });
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
