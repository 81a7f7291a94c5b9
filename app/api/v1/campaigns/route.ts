import { campaignList, createCampaign } from "@/lib/api/v1/actions/campaigns";
import { v1Handler } from "@/lib/api/v1/handler";
import { operations } from "@/lib/api/v1/operations";

export const GET = v1Handler(operations.listCampaigns, ({ principal }) => campaignList(principal.userId));

/** The brief saved and its message house drafted: 201 with the campaign at house_ready. */
export const POST = v1Handler(operations.createCampaign, ({ principal, body, signal }) =>
  createCampaign(principal.userId, body, signal),
);
