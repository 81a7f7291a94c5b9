// The campaign operations' inputs and answers under the names the OpenAPI document gives them. The schemas are the
// campaign screens' own (lib/campaigns), named here so the document lists each once; the MCP tools take them too.
import { z } from "zod";

import {
  assetEditSchema,
  assetLockSchema,
  campaignAnswerSchema,
  campaignListAnswerSchema,
  coverKeyMessageSchema,
  saveMessageHouseSchema,
} from "../../campaigns/answer";
import { campaignBriefSchema } from "../../campaigns/schema";

export const campaignBriefInputSchema = campaignBriefSchema.meta({ id: "CampaignBrief" });

export const apiCampaignAnswerSchema = z
  .object({ campaign: campaignAnswerSchema.meta({ id: "Campaign" }) })
  .meta({ id: "CampaignAnswer" });

export const apiCampaignListSchema = campaignListAnswerSchema.meta({ id: "CampaignList" });

export const messageHouseInputSchema = saveMessageHouseSchema.meta({ id: "MessageHouseInput" });

export const assetEditInputSchema = assetEditSchema.meta({ id: "CampaignAssetEdit" });

export const assetLockInputSchema = assetLockSchema.meta({ id: "CampaignAssetLock" });

export const coverKeyMessageInputSchema = coverKeyMessageSchema.meta({ id: "CoverKeyMessage" });

export type ApiCampaignAnswer = z.input<typeof apiCampaignAnswerSchema>;
