// The user's scheduler connections: one per scheduler, its API key sealed at rest. Only the sender opens the key;
// every answer to a screen or the API carries the key's last four characters instead.
import "server-only";

import { getDb } from "../db";
import type { SchedulerProvider } from "../generated/prisma/client";
import type { ConnectionSummary } from "./connection-summary";
import { keyHintOf, openSecret, sealSecret } from "./secrets";

export { connectionSummarySchema, type ConnectionSummary } from "./connection-summary";

/** A connection with its key opened: for the sender only, never answered. */
export type OpenConnection = Omit<ConnectionSummary, "updatedAt"> & { id: string; apiKey: string };

type SaveConnection = {
  provider: SchedulerProvider;
  apiKey: string;
  baseUrl?: string | null;
  socialSetId?: string | null;
  socialSetName?: string | null;
};

const summaryOf = (row: {
  provider: SchedulerProvider;
  baseUrl: string | null;
  keyHint: string;
  socialSetId: string | null;
  socialSetName: string | null;
  updatedAt: Date;
}): ConnectionSummary => ({
  provider: row.provider,
  baseUrl: row.baseUrl,
  keyHint: row.keyHint,
  socialSetId: row.socialSetId,
  socialSetName: row.socialSetName,
  updatedAt: row.updatedAt.toISOString(),
});

/** Saves the connection (replacing the user's earlier one to the same scheduler); check it works before saving. */
export async function saveConnection(userId: string, input: SaveConnection): Promise<ConnectionSummary> {
  const data = {
    baseUrl: input.baseUrl ?? null,
    sealedKey: sealSecret(input.apiKey.trim()),
    keyHint: keyHintOf(input.apiKey),
    socialSetId: input.socialSetId ?? null,
    socialSetName: input.socialSetName ?? null,
  };
  const row = await getDb().schedulerConnection.upsert({
    where: { userId_provider: { userId, provider: input.provider } },
    create: { userId, provider: input.provider, ...data },
    update: data,
  });
  return summaryOf(row);
}

export async function connectionSummaries(userId: string): Promise<ConnectionSummary[]> {
  const rows = await getDb().schedulerConnection.findMany({ where: { userId }, orderBy: { provider: "asc" } });
  return rows.map(summaryOf);
}

/** The connection with its key opened, or null when the user has none to that scheduler. */
export async function openConnection(userId: string, provider: SchedulerProvider): Promise<OpenConnection | null> {
  const row = await getDb().schedulerConnection.findUnique({ where: { userId_provider: { userId, provider } } });
  if (!row) return null;
  const { updatedAt: _updatedAt, ...summary } = summaryOf(row);
  return { ...summary, id: row.id, apiKey: openSecret(row.sealedKey) };
}

/** Removes the connection; true when there was one. */
export async function deleteConnection(userId: string, provider: SchedulerProvider): Promise<boolean> {
  const { count } = await getDb().schedulerConnection.deleteMany({ where: { userId, provider } });
  return count > 0;
}
