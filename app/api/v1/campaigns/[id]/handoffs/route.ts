import { listHandoffs } from "@/lib/api/v1/actions/handoff";
import { v1Handler } from "@/lib/api/v1/handler";
import { operations } from "@/lib/api/v1/operations";

export const GET = v1Handler(operations.listCampaignHandoffs, ({ principal, id }) =>
  listHandoffs(principal.userId, id),
);
