// The campaign operations' work: the campaign library's own steps, each answered as `{ campaign }`, the answer every
// campaign operation and MCP tool shares.
import "server-only";

import type { z } from "zod";

import { campaignAnswer, listCampaigns } from "../../../campaigns/board";
import {
  coverKeyMessage,
  editAsset,
  openCampaign,
  regenerateAsset,
  saveHouse,
  setAssetLock,
  startCampaign,
} from "../../../campaigns/fan-out";
import type { CampaignBriefForm } from "../../../campaigns/schema";
import type { ApiCampaignAnswer, apiCampaignListSchema } from "../campaign-schemas";

const answered = async (campaign: Promise<ApiCampaignAnswer["campaign"]>): Promise<ApiCampaignAnswer> => ({
  campaign: await campaign,
});

export const createCampaign = (userId: string, brief: CampaignBriefForm, signal: AbortSignal) =>
  answered(openCampaign(userId, brief, signal));

export const readCampaign = (userId: string, id: string) => answered(campaignAnswer(userId, id));

export const campaignList = (userId: string): Promise<z.input<typeof apiCampaignListSchema>> => listCampaigns(userId);

export const saveCampaignHouse = (userId: string, id: string, input: unknown) => answered(saveHouse(userId, id, input));

export const approveCampaign = (userId: string, id: string) => answered(startCampaign(userId, id));

export const regenerateCampaignAsset = (userId: string, id: string, assetId: string) =>
  answered(regenerateAsset(userId, id, assetId));

export const lockCampaignAsset = (userId: string, id: string, assetId: string, input: unknown) =>
  answered(setAssetLock(userId, id, assetId, input));

export const editCampaignAsset = (userId: string, id: string, assetId: string, input: unknown) =>
  answered(editAsset(userId, id, assetId, input));

export const coverCampaignKeyMessage = (userId: string, id: string, input: unknown) =>
  answered(coverKeyMessage(userId, id, input));
