import { coverCampaignKeyMessage } from "@/lib/api/v1/actions/campaigns";
import { v1Handler } from "@/lib/api/v1/handler";
import { operations } from "@/lib/api/v1/operations";

export const POST = v1Handler(operations.coverKeyMessage, ({ principal, id, body }) =>
  coverCampaignKeyMessage(principal.userId, id, body),
);
