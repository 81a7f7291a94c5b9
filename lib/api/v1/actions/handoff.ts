// The hand-off operations' work: the board's own export, send and history, for the key's user.
import "server-only";

import { campaignHandoffs } from "../../../handoff/history";
import { sendCampaign } from "../../../handoff/send";

export const sendCampaignPosts = (userId: string, id: string, input: unknown) => sendCampaign(userId, id, input);

export const listHandoffs = async (userId: string, id: string) => ({ handoffs: await campaignHandoffs(userId, id) });
