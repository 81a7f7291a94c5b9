// A hand-off row as the board, the API and the MCP tools read it.
import type { Handoff } from "../generated/prisma/client";
import type { HandoffRecord } from "./schema";

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function handoffRecord(row: Handoff): HandoffRecord {
  return {
    id: row.id,
    destination: row.destination,
    assetId: row.assetId,
    channel: row.channel,
    status: row.status,
    postAt: iso(row.postAt),
    scheduled: row.scheduled,
    httpStatus: row.httpStatus,
    message: row.message,
    remoteId: row.remoteId,
    remoteUrl: row.remoteUrl,
    retryAt: iso(row.retryAt),
    sentAt: iso(row.sentAt),
    createdAt: row.createdAt.toISOString(),
  };
}
