// Idempotency-Key for the API's write requests: a retried request gets the first answer and spends nothing more.
// Records live in PostgreSQL, claimed by one atomic insert, so every app instance sees the same ones.
import "server-only";

import { createHash } from "node:crypto";

import { api } from "../config/api";
import { getDb } from "../db";
import { AppError } from "../errors";
import { Prisma } from "../generated/prisma/client";

export const idempotencyHeader = "idempotency-key";
export const replayedHeader = "idempotent-replayed";

/** The first answer: its status and its body's exact bytes, as JSON text (empty for a 204). */
export type StoredAnswer = { status: number; body: string };

export type Claim =
  | { kind: "replay"; answer: StoredAnswer }
  | { kind: "claimed"; complete: (answer: StoredAnswer) => Promise<void>; abandon: () => Promise<void> };

/** The request's Idempotency-Key: null when none was sent, 400 when it is empty, too long or not printable ASCII. */
export function idempotencyKeyOf(request: Request): string | null {
  const key = request.headers.get(idempotencyHeader);
  if (key === null) return null;
  if (!/^[\x21-\x7e]+$/.test(key) || key.length > api.idempotency.maxKeyLength) {
    throw new AppError(
      "invalid_input",
      `Idempotency-Key: use 1 to ${api.idempotency.maxKeyLength} printable characters without spaces, such as a UUID.`,
    );
  }
  return key;
}

/** What makes two requests the same request: the method, the path with its query, and the body. */
export function fingerprintOf(method: string, url: string, body: string): string {
  const { pathname, search } = new URL(url);
  return createHash("sha256").update(`${method}\n${pathname}${search}\n${body}`).digest("hex");
}

type Row = {
  id: string;
  fingerprint: string;
  state: string;
  status: number | null;
  answer: string | null;
  created_at: Date;
  expired: boolean;
  stale: boolean;
};

/**
 * Claims `key` for this request, or answers what an earlier request with it answered. The same key with another
 * request is refused (422); while the first is still running a retry is told to wait (409). A record past its
 * keeping time, or pending past its lease (its server died), is claimed afresh.
 */
export async function claimIdempotencyKey(userId: string, key: string, fingerprint: string): Promise<Claim> {
  const db = getDb();
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const inserted = await db.$queryRaw<{ id: string; created_at: Date }[]>(claimStatement(userId, key, fingerprint));
    if (inserted[0]) return claimedRecord(inserted[0].id, inserted[0].created_at);
    const [row] = await db.$queryRaw<Row[]>`
      SELECT id, fingerprint, state, status, answer, created_at,
             created_at < now() - make_interval(hours => ${api.idempotency.keepHours}) AS expired,
             created_at < now() - make_interval(secs => ${api.idempotency.pendingLeaseSeconds}) AS stale
      FROM idempotency_records WHERE user_id = ${userId} AND key = ${key}`;
    if (!row) continue; // deleted in between (a failed first request): try to claim it again
    const takeOver = row.expired || (row.state === "pending" && row.stale);
    if (takeOver) {
      const claimedAt = new Date();
      const { count } = await db.idempotencyRecord.updateMany({
        where: { id: row.id, createdAt: row.created_at },
        data: { fingerprint, state: "pending", status: null, createdAt: claimedAt },
      });
      if (count === 1) return claimedRecord(row.id, claimedAt);
      continue;
    }
    if (row.fingerprint !== fingerprint) {
      throw new AppError(
        "idempotency_key_reused",
        "This Idempotency-Key was already used for a different request. Use a new key for a new request.",
      );
    }
    if (row.state === "pending") {
      throw new AppError(
        "conflict",
        "A request with this Idempotency-Key is still running. Retry once it has finished.",
        { "Retry-After": "1" },
      );
    }
    return { kind: "replay", answer: { status: row.status ?? 200, body: row.answer ?? "" } };
  }
  throw new AppError("conflict", "A request with this Idempotency-Key is still running. Retry once it has finished.", {
    "Retry-After": "1",
  });
}

/**
 * The insert that claims `key` for a request: answers the record's id and created_at, or nothing when the key is
 * taken (claimIdempotencyKey then says why). As a fragment of a larger statement, the user may come from that
 * statement's own rows (`from`, which may end in a WHERE that decides whether to claim at all).
 */
export function claimStatement(
  userId: string | Prisma.Sql,
  key: string,
  fingerprint: string,
  from?: Prisma.Sql,
): Prisma.Sql {
  return Prisma.sql`
    INSERT INTO idempotency_records (user_id, key, fingerprint, state)
    SELECT ${userId}, ${key}, ${fingerprint}, 'pending'${from ? Prisma.sql` FROM ${from}` : Prisma.empty}
    ON CONFLICT (user_id, key) DO NOTHING
    RETURNING id, created_at`;
}

/**
 * The claim of one request: the record as this request claimed it. Its claiming time tells it apart from a later
 * request that took the record over after the lease, so a request that outlived its lease changes nothing.
 */
export function claimedRecord(id: string, claimedAt: Date): Claim {
  const db = getDb();
  const mine = { id, createdAt: claimedAt, state: "pending" };
  return {
    kind: "claimed",
    complete: async ({ status, body }) => {
      await db.idempotencyRecord.updateMany({
        where: mine,
        data: { state: "done", status, answer: body },
      });
    },
    // A request that failed spent nothing and leaves nothing: a retry runs it again.
    abandon: async () => {
      await db.idempotencyRecord.deleteMany({ where: mine });
    },
  };
}
