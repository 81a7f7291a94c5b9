// What a scheduler can say before anything is queued: for Postiz, a post whose channel has no integration there,
// or longer than the integration takes, is held back in the send's answer instead of failing later. When the
// scheduler cannot be asked now, nothing is held here: the sender checks the same again when it sends.
import "server-only";

import type { CampaignAssetAnswer } from "../campaigns/answer";
import { logger } from "../log/logger";
import type { OpenConnection } from "./connections";
import { postizRefusalOf } from "./postiz/build";
import { postizChannels } from "./postiz/channels";
import { postizTargetOf } from "./postiz/send";
import type { HeldPost, SendInput } from "./schema";
import { assetTitleOnChannel } from "./titles";

export async function preflight(
  destination: SendInput["destination"],
  connection: OpenConnection,
  ready: CampaignAssetAnswer[],
): Promise<{ ready: CampaignAssetAnswer[]; held: HeldPost[] }> {
  if (destination !== "postiz" || ready.length === 0) return { ready, held: [] };
  let channels;
  try {
    ({ channels } = await postizChannels(postizTargetOf(connection), [
      ...new Set(ready.map((asset) => asset.channel)),
    ]));
  } catch (error) {
    logger.warn({ err: error }, "Postiz could not be asked before sending; the sender checks the posts");
    return { ready, held: [] };
  }
  const held: HeldPost[] = [];
  const going: CampaignAssetAnswer[] = [];
  for (const asset of ready) {
    const refusal = postizRefusalOf(asset, channels, assetTitleOnChannel(asset));
    if (refusal) held.push({ assetId: asset.id, channel: asset.channel, ...refusal });
    else going.push(asset);
  }
  return { ready: going, held };
}
