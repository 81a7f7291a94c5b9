import { approveCampaign } from "@/lib/api/v1/actions/campaigns";
import { v1Handler } from "@/lib/api/v1/handler";
import { operations } from "@/lib/api/v1/operations";

/** Approval starts the writing: refused with 402 before anything is written when the plan is short of units. */
export const POST = v1Handler(operations.approveCampaign, ({ principal, id }) => approveCampaign(principal.userId, id));
