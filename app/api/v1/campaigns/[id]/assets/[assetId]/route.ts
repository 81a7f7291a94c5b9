import { editCampaignAsset } from "@/lib/api/v1/actions/campaigns";
import { v1Handler } from "@/lib/api/v1/handler";
import { operations } from "@/lib/api/v1/operations";

export const PATCH = v1Handler(operations.editCampaignAsset, ({ principal, id, assetId, body }) =>
  editCampaignAsset(principal.userId, id, assetId, body),
);
