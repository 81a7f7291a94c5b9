// The campaign's steps after the brief: the message house drafted and saved, the fan-out started on approval (one
// job per asset), one asset written again, and one more asset for a key message nothing carries yet.
import "server-only";

import { AppError } from "../errors";
import type { CampaignAnswer } from "./answer";

const notYet = () => new AppError("unavailable", "Campaign fan-out is being built.");

/** Drafts the message house with the writer and saves it (status house_ready); the user edits and accepts it. */
export async function draftMessageHouse(_userId: string, _id: string, _signal: AbortSignal): Promise<CampaignAnswer> {
  throw notYet();
}

/** Saves the edited message house and cadence (input: saveMessageHouseSchema) while it is not yet approved. */
export async function saveHouse(_userId: string, _id: string, _input: unknown): Promise<CampaignAnswer> {
  throw notYet();
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

/** Edits an asset's text in place (input: assetEditSchema); no unit. */
export async function editAsset(
  _userId: string,
  _id: string,
  _assetId: string,
  _input: unknown,
): Promise<CampaignAnswer> {
  throw notYet();
}

/** Locks or unlocks an asset (input: assetLockSchema). */
export async function setAssetLock(
  _userId: string,
  _id: string,
  _assetId: string,
  _input: unknown,
): Promise<CampaignAnswer> {
  throw notYet();
}

/** Adds and writes one asset carrying a key message no asset carries yet (input: coverKeyMessageSchema); one unit. */
export async function coverKeyMessage(_userId: string, _id: string, _input: unknown): Promise<CampaignAnswer> {
  throw notYet();
}
