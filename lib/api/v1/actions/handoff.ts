// The hand-off operations' work: the board's own export, send and history, for the key's user.
import "server-only";

import { exportCampaignToBuffer } from "../../../handoff/buffer/export";
import { campaignHandoffs } from "../../../handoff/history";
import { sendCampaign } from "../../../handoff/send";

export const sendCampaignPosts = (userId: string, id: string, input: unknown) => sendCampaign(userId, id, input);

export const listHandoffs = async (userId: string, id: string) => ({ handoffs: await campaignHandoffs(userId, id) });

/** The Buffer files as text in the answer (the app's route answers the download itself). */
export const exportBufferFiles = async (userId: string, id: string, input: unknown) =>
  (await exportCampaignToBuffer(userId, id, input)).answer;
