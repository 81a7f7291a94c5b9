// An asset job's writes, each one transaction on the asset's locked row. The unit is reserved in the transaction
// that marks the asset running for its revision and recorded on the asset, so a job that runs again (a retry, or a
// dead server's job taken over) finds the unit already held and never charges twice; it is given back in the
// transaction that marks the asset failed.
import "server-only";

import type { CampaignChannel } from "../../config/campaigns";
import { getDb } from "../../db";
import type { Prisma } from "../../generated/prisma/client";
import { reserveUnitIn } from "../../usage/metered";
import { releaseUnit, type Reservation } from "../../usage/reserve";
import {
  cadenceSchema,
  campaignBriefSchema,
  messageHouseSchema,
  type CampaignBrief,
  type MessageHouse,
} from "../schema";
import type { WrittenAsset } from "../writer/asset";

export type ClaimedAsset = {
  userId: string;
  campaignId: string;
  slug: string;
  brief: CampaignBrief;
  house: MessageHouse;
  asset: {
    id: string;
    channel: CampaignChannel;
    slot: number;
    pillar: number;
    keyMessages: number[];
    callToAction: string | null;
  };
};

/** "skip": nothing to write (gone, replaced, settled, or refused its unit and marked failed with the refusal). */
export type Claim = { kind: "write"; claimed: ClaimedAsset } | { kind: "skip" };

async function lockAsset(tx: Prisma.TransactionClient, assetId: string) {
  await tx.$executeRaw`SELECT 1 FROM campaign_assets WHERE id = ${assetId}::uuid FOR UPDATE`;
  return tx.campaignAsset.findUnique({
    where: { id: assetId },
    select: {
      id: true,
      channel: true,
      slot: true,
      pillar: true,
      keyMessages: true,
      callToAction: true,
      status: true,
      locked: true,
      revision: true,
      chargedRevision: true,
      chargedSource: true,
      chargedMonth: true,
      campaign: { select: { id: true, userId: true, slug: true, brief: true, messageHouse: true, cadence: true } },
    },
  });
}

/**
 * Takes the asset's revision for writing: nothing to do when the asset is gone, a newer revision replaced it, or it
 * is settled; otherwise its unit is reserved (unless this revision already holds one) and it is marked running. A
 * refused reservation marks it failed with the refusal.
 */
export async function claimAsset(assetId: string, revision: number): Promise<Claim> {
  return getDb().$transaction(async (tx): Promise<Claim> => {
    const row = await lockAsset(tx, assetId);
    if (!row || row.revision !== revision || row.status === "done" || row.status === "failed") return { kind: "skip" };
    if (row.chargedRevision !== revision) {
      const reservation = await reserveUnitIn(tx, row.campaign.userId).catch((error: unknown) => ({
        ok: false as const,
        message: error instanceof Error ? error.message : "Generating is not available on this account.",
      }));
      if (!reservation.ok) {
        await tx.campaignAsset.update({
          where: { id: assetId },
          data: { status: "failed", error: reservation.message },
        });
        return { kind: "skip" };
      }
      await tx.campaignAsset.update({
        where: { id: assetId },
        data: { chargedRevision: revision, chargedSource: reservation.source, chargedMonth: reservation.month },
      });
    }
    await tx.campaignAsset.update({ where: { id: assetId }, data: { status: "running", error: null } });
    // Parsing fills what the schemas default and keeps the job from writing from a brief it cannot read.
    cadenceSchema.parse(row.campaign.cadence);
    return {
      kind: "write",
      claimed: {
        userId: row.campaign.userId,
        campaignId: row.campaign.id,
        slug: row.campaign.slug,
        brief: campaignBriefSchema.parse(row.campaign.brief),
        house: messageHouseSchema.parse(row.campaign.messageHouse),
        asset: { ...row, channel: row.channel as CampaignChannel },
      },
    };
  });
}

/** Marks the campaign settled once none of its assets waits or runs: done, or failed when every asset failed. */
export async function settleCampaign(tx: Prisma.TransactionClient, campaignId: string): Promise<void> {
  // The campaign's lock orders the last assets' transactions: the one that takes it second sees the first's write,
  // so the last asset to settle always finds none still running.
  await tx.$executeRaw`SELECT 1 FROM campaigns WHERE id = ${campaignId}::uuid FOR UPDATE`;
  await tx.$executeRaw`
    UPDATE campaigns SET
      status = CASE WHEN EXISTS (SELECT 1 FROM campaign_assets WHERE campaign_id = ${campaignId}::uuid AND status = 'done')
                    THEN 'done'::campaign_status ELSE 'failed'::campaign_status END,
      finished_at = now(), updated_at = now()
    WHERE id = ${campaignId}::uuid AND status = 'running'
      AND NOT EXISTS (SELECT 1 FROM campaign_assets WHERE campaign_id = ${campaignId}::uuid AND status IN ('pending', 'running'))`;
}

/** Saves the written text, if the revision is still the asset's. */
export async function finishAsset(assetId: string, revision: number, written: WrittenAsset): Promise<void> {
  await getDb().$transaction(async (tx) => {
    const row = await lockAsset(tx, assetId);
    if (!row || row.revision !== revision || row.status !== "running") return;
    await tx.campaignAsset.update({
      where: { id: assetId },
      data: { text: written.text, writer: written.writer.label, status: "done", error: null },
    });
    await settleCampaign(tx, row.campaign.id);
  });
}

/** Marks the revision failed and gives its unit back, in one transaction. */
export async function failAsset(assetId: string, revision: number, message: string): Promise<void> {
  await getDb().$transaction(async (tx) => {
    const row = await lockAsset(tx, assetId);
    if (!row || row.revision !== revision || row.status === "done") return;
    if (row.chargedRevision === revision && row.chargedSource && row.chargedMonth)
      await releaseUnit(
        {
          userId: row.campaign.userId,
          month: row.chargedMonth,
          source: row.chargedSource as Extract<Reservation, { ok: true }>["source"],
        },
        tx,
      );
    await tx.campaignAsset.update({
      where: { id: assetId },
      data: { status: "failed", error: message, chargedRevision: null, chargedSource: null, chargedMonth: null },
    });
    await settleCampaign(tx, row.campaign.id);
  });
}

/** Records why this run failed while the job will run again. */
export async function noteRetry(assetId: string, revision: number, message: string): Promise<void> {
  await getDb().campaignAsset.updateMany({
    where: { id: assetId, revision, status: "running" },
    data: { error: `${message} Trying again…` },
  });
}

/** Settles the campaign of an asset whose job had nothing more to write. */
export async function settleAssetCampaign(assetId: string): Promise<void> {
  await getDb().$transaction(async (tx) => {
    const row = await tx.campaignAsset.findUnique({ where: { id: assetId }, select: { campaignId: true } });
    if (row) await settleCampaign(tx, row.campaignId);
  });
}
