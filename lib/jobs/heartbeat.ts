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
  const rows = await getDb().$queryRawUnsafe<{ worker_ids: string[] | null }[]>(
    `WITH live AS (
       SELECT unnest(worker_ids) AS worker_id FROM job_workers WHERE last_seen > now() - $1::interval
     ),
     dead AS (
       SELECT DISTINCT locked_by FROM ${JOB_QUEUE_SCHEMA}._private_jobs
       WHERE locked_by IS NOT NULL AND locked_at < now() - $1::interval
         AND locked_by NOT IN (SELECT worker_id FROM live)
     ),
     unlocked AS (
       SELECT ${JOB_QUEUE_SCHEMA}.force_unlock_workers(ARRAY(SELECT locked_by FROM dead))
     )
     SELECT ARRAY(SELECT locked_by FROM dead) AS worker_ids FROM unlocked`,
    stale,
  );
  return rows[0]?.worker_ids ?? [];
}

/** Removes the heartbeats of servers long gone (housekeeping). */
export async function pruneHeartbeats(olderThan: Date): Promise<number> {
  return getDb().$executeRaw`DELETE FROM job_workers WHERE last_seen < ${olderThan}`;
}
