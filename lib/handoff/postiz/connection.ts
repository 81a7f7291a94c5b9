// The Postiz connection of the profile: tested by listing the account's integrations before it is saved, tested
// again on demand with the stored key, and shown without its key.
import "server-only";

import { postiz } from "../../config/handoff";
import { schedulerConnectRateLimit } from "../../config/rate-limits";
import { env } from "../../env";
import { AppError, type ErrorCode } from "../../errors";
import { accountSubject, enforce } from "../../rate-limit";
import { connectionSummaries, openConnection, saveConnection } from "../connections";
import { listPostizIntegrations, PostizError, type PostizTarget } from "./api";
import { channelOfProvider } from "./build";
import { postizConnectSchema, type PostizConnectionAnswer, type PostizIntegration } from "./schema";
import { checkPostizUrl } from "./url";

/** The account's integrations, or the reason they cannot be read in plain words. */
async function integrationsOf(target: PostizTarget, refusal: ErrorCode): Promise<PostizIntegration[]> {
  try {
    const integrations = await listPostizIntegrations(target);
    return integrations.slice(0, postiz.integrationsShown).map((item) => ({
      id: item.id,
      name: item.name,
      identifier: item.identifier,
      picture: item.picture ?? null,
      disabled: item.disabled,
      channel: channelOfProvider(item.identifier),
    }));
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof PostizError) throw new AppError(refusal, error.message);
    const reason =
      error instanceof Error && error.name === "TimeoutError" ? "it did not answer in time" : "it cannot be reached";
    throw new AppError("unavailable", `Postiz at ${target.baseUrl} did not answer: ${reason}. Check the address.`);
  }
}

/** Tests the address and key by listing the integrations, then saves them (the key sealed). */
export async function connectPostiz(userId: string, raw: unknown): Promise<PostizConnectionAnswer> {
  await enforce([{ rule: schedulerConnectRateLimit, subject: accountSubject(userId) }]);
  const input = postizConnectSchema.parse(raw);
  const baseUrl = await checkPostizUrl(input.baseUrl, { allowPrivate: env.SCHEDULER_PRIVATE_URLS === "enabled" });
  const integrations = await integrationsOf({ baseUrl, apiKey: input.apiKey }, "invalid_input");
  const connection = await saveConnection(userId, { provider: "postiz", apiKey: input.apiKey, baseUrl });
  return { connection, integrations };
}

/** Lists the integrations with the stored key. */
export async function testPostiz(userId: string): Promise<PostizConnectionAnswer> {
  await enforce([{ rule: schedulerConnectRateLimit, subject: accountSubject(userId) }]);
  const [open, { connection }] = await Promise.all([openConnection(userId, "postiz"), postizConnection(userId)]);
  if (!open || !connection)
    throw new AppError("not_found", "Postiz is not connected: add its address and API key first.");
  const target = { baseUrl: open.baseUrl ?? postiz.cloudApiUrl, apiKey: open.apiKey };
  return { connection, integrations: await integrationsOf(target, "conflict") };
}

export async function postizConnection(userId: string): Promise<PostizConnectionAnswer> {
  const summary = (await connectionSummaries(userId)).find((item) => item.provider === "postiz");
  return { connection: summary ?? null, integrations: [] };
}
