import "server-only";

import { getDb } from "../db";
import type { Prisma } from "../generated/prisma/client";
import type { Allowance } from "./allowance";

export type Reservation =
  | {
      ok: true;
      userId: string;
      month: string;
      source: "allowance" | "credit";
      used: number;
      limit: number;
      credits: number;
    }
  | { ok: false; used: number; limit: number; credits: number };

type Row = { source: "allowance" | "credit" | null; used: number | null; limit: number | null; credits: number | null };

/**
 * Reserves one unit for a request, before the provider is called, in one SQL statement (one round trip, no
 * read-then-write race): the user's row for the period is created at the allowance's limit or counted up while it is
 * below the limit; once the allowance is used up, one bonus credit is spent instead. A paid period that finds a trial
 * row of the same month starts it again from zero. Concurrent callers serialise on the row's lock, so exactly the
 * remaining units are granted.
 */
export async function reserveUnit(
  userId: string,
  allowance: Allowance,
  db: Pick<Prisma.TransactionClient, "$queryRaw"> = getDb(),
): Promise<Reservation> {
  const rows = await db.$queryRaw<Row[]>`
    WITH reserved AS (
      INSERT INTO usage_tracking AS usage (user_id, month, generations_count, plan_limit, is_trial)
      SELECT ${userId}, ${allowance.month}, 1, ${allowance.limit}::int, ${allowance.isTrial}::boolean
      WHERE ${allowance.limit}::int > 0
      ON CONFLICT (user_id, month) DO UPDATE SET
        generations_count = (CASE WHEN usage.is_trial AND NOT EXCLUDED.is_trial THEN 0 ELSE usage.generations_count END) + 1,
        plan_limit = EXCLUDED.plan_limit,
        is_trial = EXCLUDED.is_trial,
        updated_at = now()
      WHERE (CASE WHEN usage.is_trial AND NOT EXCLUDED.is_trial THEN 0 ELSE usage.generations_count END) < EXCLUDED.plan_limit
      RETURNING generations_count, plan_limit
    ),
    credit AS (
      UPDATE users SET bonus_credits = bonus_credits - 1
      WHERE id = ${userId} AND bonus_credits > 0 AND NOT EXISTS (SELECT 1 FROM reserved)
      RETURNING bonus_credits
    )
    SELECT
      CASE WHEN EXISTS (SELECT 1 FROM reserved) THEN 'allowance' WHEN EXISTS (SELECT 1 FROM credit) THEN 'credit' END AS source,
      COALESCE((SELECT generations_count FROM reserved), (SELECT generations_count FROM usage_tracking WHERE user_id = ${userId} AND month = ${allowance.month}), 0)::int AS used,
      COALESCE((SELECT plan_limit FROM reserved), ${allowance.limit}::int)::int AS "limit",
      COALESCE((SELECT bonus_credits FROM credit), (SELECT bonus_credits FROM users WHERE id = ${userId}), 0)::int AS credits`;
  const row = rows[0];
  const used = row?.used ?? 0;
  const limit = row?.limit ?? allowance.limit;
  const credits = row?.credits ?? 0;
  if (!row?.source) return { ok: false, used, limit, credits };
  return { ok: true, userId, month: allowance.month, source: row.source, used, limit, credits };
}

/** Gives a reserved unit back when the request failed: failed requests deduct nothing. */
export async function releaseUnit(
  reservation: Pick<Extract<Reservation, { ok: true }>, "userId" | "month" | "source">,
  db: Pick<Prisma.TransactionClient, "$executeRaw"> = getDb(),
): Promise<void> {
  if (reservation.source === "credit") {
    await db.$executeRaw`UPDATE users SET bonus_credits = bonus_credits + 1 WHERE id = ${reservation.userId}`;
    return;
  }
  await db.$executeRaw`
    UPDATE usage_tracking SET generations_count = generations_count - 1, updated_at = now()
    WHERE user_id = ${reservation.userId} AND month = ${reservation.month} AND generations_count > 0`;
}

export type UsageSnapshot = { used: number; limit: number; credits: number; month: string };

/** What the meter shows: units used in the period, its limit, and the bonus credits left. */
export async function readUsage(userId: string, allowance: Allowance): Promise<UsageSnapshot> {
  const rows = await getDb().$queryRaw<{ used: number; credits: number }[]>`
    SELECT
      COALESCE((SELECT CASE WHEN is_trial AND NOT ${allowance.isTrial}::boolean THEN 0 ELSE generations_count END FROM usage_tracking WHERE user_id = ${userId} AND month = ${allowance.month}), 0)::int AS used,
      COALESCE((SELECT bonus_credits FROM users WHERE id = ${userId}), 0)::int AS credits`;
  return { used: rows[0]?.used ?? 0, limit: allowance.limit, credits: rows[0]?.credits ?? 0, month: allowance.month };
}
