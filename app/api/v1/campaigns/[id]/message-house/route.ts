import { saveCampaignHouse } from "@/lib/api/v1/actions/campaigns";
import { v1Handler } from "@/lib/api/v1/handler";
import { operations } from "@/lib/api/v1/operations";

export const PUT = v1Handler(operations.saveMessageHouse, ({ principal, id, body }) =>
  saveCampaignHouse(principal.userId, id, body),
);
