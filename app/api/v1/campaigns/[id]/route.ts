import { readCampaign } from "@/lib/api/v1/actions/campaigns";
import { v1Handler } from "@/lib/api/v1/handler";
import { operations } from "@/lib/api/v1/operations";

export const GET = v1Handler(operations.readCampaign, ({ principal, id }) => readCampaign(principal.userId, id));
