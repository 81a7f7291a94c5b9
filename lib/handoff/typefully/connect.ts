// Connecting Typefully: the key is checked by listing the account's social sets, and saved (sealed) only once the
// chosen set is among them, so a saved connection is one that worked.
import "server-only";

import { schedulerConnectRateLimit } from "../../config/rate-limits";
import { AppError } from "../../errors";
import { accountSubject, enforce } from "../../rate-limit";
import { connectionSummaries, openConnection, saveConnection, type ConnectionSummary } from "../connections";
import { listSocialSets, typefullyMessage } from "./api";
import type { SocialSet, TypefullyConnectInput } from "./schema";
import { typefullyKeyRefused } from "./send";

const labelOf = (set: { id: string; name?: string | null; username?: string | null }) => {
  const name = set.name?.trim() || set.username?.trim() || `Social set ${set.id}`;
  return set.username && set.name ? `${name} (@${set.username})` : name;
};

/** The social sets `apiKey` reaches, as the profile offers them; a refused key or an unreachable Typefully refuses. */
export async function typefullySocialSets(apiKey: string): Promise<SocialSet[]> {
  let listed;
  try {
    listed = await listSocialSets(apiKey);
  } catch {
    throw new AppError("unavailable", "Typefully could not be reached. Try again in a moment.");
  }
  if (listed.ok) return listed.socialSets.map((set) => ({ id: set.id, label: labelOf(set) }));
  const { status } = listed.answer;
  if (status === 401 || status === 403) throw new AppError("invalid_input", typefullyKeyRefused);
  if (status === 429)
    throw new AppError("rate_limited", "Typefully is busy with this key's requests; try again in a minute.");
  if (status >= 500) throw new AppError("unavailable", "Typefully could not be reached. Try again in a moment.");
  throw new AppError("invalid_input", `Typefully refused the request: ${typefullyMessage(listed.answer)}`);
}

async function keyOf(userId: string, apiKey: string | undefined): Promise<string> {
  if (apiKey) return apiKey;
  const connection = await openConnection(userId, "typefully");
  if (!connection) throw new AppError("invalid_input", "Paste your Typefully API key.");
  return connection.apiKey;
}

/** The social sets of the key given, or of the key already saved. */
export async function socialSetsFor(userId: string, apiKey: string | undefined): Promise<SocialSet[]> {
  await enforce([{ rule: schedulerConnectRateLimit, subject: accountSubject(userId) }]);
  return typefullySocialSets(await keyOf(userId, apiKey));
}

export async function connectTypefully(userId: string, input: TypefullyConnectInput): Promise<ConnectionSummary> {
  await enforce([{ rule: schedulerConnectRateLimit, subject: accountSubject(userId) }]);
  const apiKey = await keyOf(userId, input.apiKey);
  const socialSets = await typefullySocialSets(apiKey);
  const chosen = socialSets.find((set) => set.id === input.socialSetId);
  if (!chosen)
    throw new AppError("invalid_input", "That social set is not in this Typefully account; load the list again.");
  return saveConnection(userId, {
    provider: "typefully",
    apiKey,
    socialSetId: chosen.id,
    socialSetName: chosen.label,
  });
}

/** The user's Typefully connection as the profile shows it; null when there is none. */
export async function typefullyConnection(userId: string): Promise<ConnectionSummary | null> {
  return (await connectionSummaries(userId)).find((summary) => summary.provider === "typefully") ?? null;
}
