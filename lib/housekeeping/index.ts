import "server-only";

import { housekeeping } from "../config/housekeeping";
import { getDb } from "../db";
import type { Prisma } from "../generated/prisma/client";
import { cutoffsAt, type Cutoffs } from "./cutoffs";
import {
  pruneEmailConfirmations,
  pruneFailedJobs,
  pruneIdempotencyRecords,
  pruneJobWorkers,
  pruneMailOutbox,
  pruneRateLimitBuckets,
  pruneSessions,
  pruneVerifications,
} from "./prune";

export {
  pruneEmailConfirmations,
  pruneFailedJobs,
  pruneIdempotencyRecords,
  pruneJobWorkers,
  pruneMailOutbox,
  pruneRateLimitBuckets,
  pruneSessions,
  pruneVerifications,
};

/** The advisory lock every server takes for a run: a second server finds it taken and skips. */
export const housekeepingLockName = "hookline:housekeeping";

/**
 * The time of the last run, kept as a row of the rate limiter's table (no table of its own). Its window_start is
 * never older than the longest live counter while it matters, so the counters' pruning leaves it alone.
 */
export const lastRunKey = "housekeeping:last-run";

export type PruneCounts = {
  sessions: number;
  verifications: number;
  emailConfirmations: number;
  mailOutbox: number;
  idempotencyRecords: number;
  jobWorkers: number;
  failedJobs: number;
  rateLimitBuckets: number;
};

export type HousekeepingResult =
  { ran: true; at: Date; deleted: PruneCounts } | { ran: false; reason: "running-elsewhere" | "ran-recently" };

/** Takes the run for this interval: true when no run started after `cutoffs.lastRunAfter`, and records this one. */
async function claimRun(tx: Prisma.TransactionClient, at: Date, cutoffs: Cutoffs): Promise<boolean> {
  const claimed = await tx.$queryRaw<{ key: string }[]>`
    INSERT INTO rate_limit_buckets AS bucket (key, window_start, count)
    VALUES (${lastRunKey}, ${at}, 1)
    ON CONFLICT (key) DO UPDATE SET window_start = EXCLUDED.window_start, count = 1
      WHERE bucket.window_start <= ${cutoffs.lastRunAfter}
    RETURNING key`;
  return claimed.length > 0;
}

async function databaseNow(tx: Prisma.TransactionClient): Promise<Date> {
  const [row] = await tx.$queryRaw<{ now: Date }[]>`SELECT clock_timestamp() AS now`;
  if (!row) throw new Error("housekeeping: the database returned no time");
  return row.now;
}

/**
 * Deletes every kind of row that is no longer needed, at most once per interval per database and never on two
 * servers at once: the run holds an advisory lock for its transaction, and records its start in the same
 * transaction, so a failed run leaves no record and the next attempt tries again. `now` defaults to the
 * database's clock, the one the rate limiter's windows use.
 */
export async function runHousekeeping(now?: Date): Promise<HousekeepingResult> {
  return getDb().$transaction(
    async (tx): Promise<HousekeepingResult> => {
      const [lock] = await tx.$queryRaw<
        { locked: boolean }[]
      >`SELECT pg_try_advisory_xact_lock(hashtext(${housekeepingLockName})) AS locked`;
      if (!lock?.locked) return { ran: false, reason: "running-elsewhere" };
      const at = now ?? (await databaseNow(tx));
      const cutoffs = cutoffsAt(at);
      if (!(await claimRun(tx, at, cutoffs))) return { ran: false, reason: "ran-recently" };
      // Counters last: deleting one makes a request for the same key wait until the transaction ends.
      const deleted: PruneCounts = {
        sessions: await pruneSessions(tx, cutoffs),
        verifications: await pruneVerifications(tx, cutoffs),
        emailConfirmations: await pruneEmailConfirmations(tx, cutoffs),
        mailOutbox: await pruneMailOutbox(tx, cutoffs),
        idempotencyRecords: await pruneIdempotencyRecords(tx, cutoffs),
        jobWorkers: await pruneJobWorkers(tx, cutoffs),
        failedJobs: await pruneFailedJobs(tx, cutoffs),
        rateLimitBuckets: await pruneRateLimitBuckets(tx, cutoffs),
      };
      return { ran: true, at, deleted };
    },
    { timeout: housekeeping.transactionTimeoutMs },
  );
}
