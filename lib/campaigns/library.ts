// Saves a campaign's written assets to the library, one saved copy each, in one transaction. Saving again adds only
// what is new: each copy's idempotency key is made from its asset and its text, so an unchanged asset is never saved
// twice, while an asset edited since is saved as it reads now.
import "server-only";

import { createHash } from "node:crypto";

import { entitlementOf } from "../billing/entitlement-of";
import { trial } from "../config/plans";
import { getDb } from "../db";
import { AppError } from "../errors";
import { campaignAnswer } from "./board";
import { assetCopy, writtenAssets } from "./export";

/** A UUID-shaped key that stays the same for the same asset with the same text. */
export function assetSaveKey(assetId: string, text: string): string {
  const hex = createHash("sha256").update(`${assetId}\n${text}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export type CampaignSaved = { saved: number; alreadySaved: number };

export async function saveCampaignToLibrary(userId: string, id: string): Promise<CampaignSaved> {
  const campaign = await campaignAnswer(userId, id);
  const assets = writtenAssets(campaign);
  if (assets.length === 0) throw new AppError("conflict", "No asset is written yet, so there is nothing to save.");
  const entitlement = await entitlementOf(userId);
  if (!entitlement.hasActiveSubscription)
    throw new AppError(
      "subscription_required",
      `Choose a plan to save copy. Every plan starts with a ${trial.days}-day free trial.`,
    );
  const data = assets.map((asset) => {
    const copy = assetCopy(campaign, asset);
    return {
      userId,
      title: copy.title,
      content: copy.content,
      contentType: copy.contentType,
      parameters: copy.parameters,
      idempotencyKey: assetSaveKey(asset.id, asset.text),
    };
  });
  const { count } = await getDb().$transaction((tx) => tx.savedCopy.createMany({ data, skipDuplicates: true }));
  return { saved: count, alreadySaved: assets.length - count };
}
