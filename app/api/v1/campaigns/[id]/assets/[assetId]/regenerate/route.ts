import { regenerateCampaignAsset } from "@/lib/api/v1/actions/campaigns";
import { v1Handler } from "@/lib/api/v1/handler";
import { operations } from "@/lib/api/v1/operations";

export const POST = v1Handler(operations.regenerateCampaignAsset, ({ principal, id, assetId }) =>
  regenerateCampaignAsset(principal.userId, id, assetId),
);
