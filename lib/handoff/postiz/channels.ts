// Which of the Postiz account's integrations takes each campaign channel, and the longest post each takes, read
// from Postiz (its integration settings) rather than assumed.
import "server-only";

import type { SocialChannel } from "../../config/handoff";
import { listPostizIntegrations, postizMaxLength, type PostizApiIntegration, type PostizTarget } from "./api";
import { integrationsByChannel, type PostizChannels } from "./build";

export async function postizChannels(
  target: PostizTarget,
  wanted: readonly string[],
  signal?: AbortSignal,
): Promise<{ integrations: PostizApiIntegration[]; channels: PostizChannels }> {
  const integrations = await listPostizIntegrations(target, signal);
  const chosen = integrationsByChannel(integrations);
  const channels: PostizChannels = {};
  await Promise.all(
    (Object.entries(chosen) as [SocialChannel, PostizApiIntegration][])
      .filter(([channel]) => wanted.includes(channel))
      .map(async ([channel, integration]) => {
        channels[channel] = { integration, maxLength: await postizMaxLength(target, integration.id, signal) };
      }),
  );
  return { integrations, channels };
}
