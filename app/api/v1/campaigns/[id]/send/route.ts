import { sendCampaignPosts } from "@/lib/api/v1/actions/handoff";
import { v1Handler } from "@/lib/api/v1/handler";
import { operations } from "@/lib/api/v1/operations";

/** Queues the posts that pass the gate for the connected scheduler; 202 with the records and the posts held back. */
export const POST = v1Handler(operations.sendCampaign, ({ principal, id, body }) =>
  sendCampaignPosts(principal.userId, id, body),
);
