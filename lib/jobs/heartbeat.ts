// Which servers are alive, and unlocking the jobs of those that are not. graphile-worker frees a dead worker's jobs
// only after four hours; a campaign cannot wait that long, so each server writes a heartbeat with the ids of its
// workers, and every server unlocks the jobs held by a worker no fresh heartbeat names. A job locked less than the
// staleness window ago is left alone, so a server that has just started and not yet written its heartbeat keeps
// its jobs.
import "server-only";

import { jobQueue } from "../config/jobs";
import { getDb } from "../db";
import { JOB_QUEUE_SCHEMA } from "./schema";

export async function writeHeartbeat(serverId: string, workerIds: readonly string[]): Promise<void> {
  await getDb().$executeRaw`
    INSERT INTO job_workers (id, worker_ids, last_seen) VALUES (${serverId}, ${[...workerIds]}::text[], now())
    ON CONFLICT (id) DO UPDATE SET worker_ids = EXCLUDED.worker_ids, last_seen = now()`;
}

export async function forgetServer(serverId: string): Promise<void> {
  await getDb().$executeRaw`DELETE FROM job_workers WHERE id = ${serverId}`;
}

/** Unlocks the jobs of workers no live server names; answers the worker ids it unlocked. */
export async function unlockDeadWorkers(staleAfterMs: number = jobQueue.workerStaleAfterMs): Promise<string[]> {
  const stale = `${staleAfterMs} milliseconds`;
  return getDb().$transaction(async (tx) => {
    const rows = await tx.$queryRawUnsafe<{ locked_by: string }[]>(
      `SELECT DISTINCT locked_by FROM ${JOB_QUEUE_SCHEMA}._private_jobs
       WHERE locked_by IS NOT NULL AND locked_at < now() - $1::interval
         AND locked_by NOT IN (
           SELECT unnest(worker_ids) FROM job_workers WHERE last_seen > now() - $1::interval
         )`,
      stale,
    );
    const dead = rows.map((row) => row.locked_by);
    if (dead.length === 0) return [];
    // The queue counted the dead server's run as an attempt; one more is allowed, so a job it held on its last
    // attempt runs again instead of never being picked up while its asset waits.
    await tx.$executeRawUnsafe(
      `UPDATE ${JOB_QUEUE_SCHEMA}._private_jobs SET max_attempts = GREATEST(max_attempts, attempts + 1)
       WHERE locked_by = ANY($1::text[])`,
      dead,
    );
    await tx.$executeRawUnsafe(`SELECT ${JOB_QUEUE_SCHEMA}.force_unlock_workers($1::text[])`, dead);
    return dead;
  });
}

/** Removes the heartbeats of servers long gone (housekeeping). */
export async function pruneHeartbeats(olderThan: Date): Promise<number> {
  return getDb().$executeRaw`DELETE FROM job_workers WHERE last_seen < ${olderThan}`;
}
