import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { getDb } from "@/lib/db";
import { JOB_QUEUE_SCHEMA, migrateJobQueue } from "@/lib/jobs/schema";

import { workerDatabaseUrl } from "../support/worker-database";

const url = workerDatabaseUrl();
const client = new pg.Client({ connectionString: url });
beforeAll(() => client.connect());
afterAll(() => client.end());

type AddedJob = { id: string; revision: number; payload: string };

/** Adds a job as an approving transaction will: graphile-worker's SQL function, inside the transaction. */
function addJob(tx: Pick<ReturnType<typeof getDb>, "$queryRaw">, key: string, payload: object) {
  return tx.$queryRaw<AddedJob[]>`
    SELECT id::text AS id, revision, payload::text AS payload
    FROM graphile_worker.add_job('campaign_asset', ${JSON.stringify(payload)}::json, job_key => ${key})`;
}

const jobsWithKey = async (key: string) =>
  (await client.query(`SELECT id::text AS id, revision FROM ${JOB_QUEUE_SCHEMA}.jobs WHERE key = $1`, [key])).rows;

describe("the job queue's schema", () => {
  it("is installed by the migrate command, and migrating again changes nothing", async () => {
    const schema = await client.query("SELECT 1 FROM pg_namespace WHERE nspname = $1", [JOB_QUEUE_SCHEMA]);
    expect(schema.rowCount).toBe(1);
    const { before, after } = await migrateJobQueue(url);
    expect(before).toBe(after);
    expect(after).toBeGreaterThanOrEqual(20);
  });

  it("keeps one job for a (campaign, channel, slot) key added twice in one transaction, with the later payload", async () => {
    const key = `campaign:${randomUUID()}:x:0`;
    const [first, second] = await getDb().$transaction(async (tx) => [
      (await addJob(tx, key, { attempt: 1 }))[0],
      (await addJob(tx, key, { attempt: 2 }))[0],
    ]);
    expect(second?.id).toBe(first?.id);
    expect(JSON.parse(second?.payload ?? "null")).toEqual({ attempt: 2 });
    expect(await jobsWithKey(key)).toEqual([{ id: first?.id, revision: 1 }]);

    const otherSlot = key.replace(/:0$/, ":1");
    await getDb().$transaction((tx) => addJob(tx, otherSlot, { attempt: 1 }));
    expect(await jobsWithKey(otherSlot)).toHaveLength(1);
  });

  it("adds nothing when the transaction that added the job rolls back", async () => {
    const key = `campaign:${randomUUID()}:linkedin:0`;
    await expect(
      getDb().$transaction(async (tx) => {
        await addJob(tx, key, { attempt: 1 });
        throw new Error("approval failed");
      }),
    ).rejects.toThrow("approval failed");
    expect(await jobsWithKey(key)).toEqual([]);
  });
});

describe("a dead server's jobs", () => {
  const lockAs = (key: string, worker: string, attempts: number, maxAttempts: number, lockedSecondsAgo: number) =>
    client.query(
      `UPDATE ${JOB_QUEUE_SCHEMA}._private_jobs
       SET locked_by = $2, locked_at = now() - make_interval(secs => $5), attempts = $3, max_attempts = $4
       WHERE key = $1`,
      [key, worker, attempts, maxAttempts, lockedSecondsAgo],
    );
  const state = async (key: string) =>
    (
      await client.query(
        `SELECT locked_by, attempts, max_attempts, is_available FROM ${JOB_QUEUE_SCHEMA}._private_jobs WHERE key = $1`,
        [key],
      )
    ).rows[0];

  it("are unlocked once no live heartbeat names their worker, even on their last attempt; a live server's stay", async () => {
    const { unlockDeadWorkers, writeHeartbeat } = await import("@/lib/jobs/heartbeat");
    const dead = `campaign:${randomUUID()}:x:0`;
    const live = `campaign:${randomUUID()}:x:1`;
    const fresh = `campaign:${randomUUID()}:x:2`;
    for (const key of [dead, live, fresh]) await getDb().$transaction((tx) => addJob(tx, key, {}));
    const deadWorker = `worker-dead-${randomUUID()}`;
    const liveWorker = `worker-live-${randomUUID()}`;
    const freshWorker = `worker-fresh-${randomUUID()}`;
    await writeHeartbeat(`server-${randomUUID()}`, [liveWorker]);
    await lockAs(dead, deadWorker, 4, 4, 60);
    await lockAs(live, liveWorker, 1, 4, 60);
    // Locked a moment ago by a server that has not written its first heartbeat yet: left alone.
    await lockAs(fresh, freshWorker, 1, 4, 1);

    expect(await unlockDeadWorkers(15_000)).toEqual([deadWorker]);
    expect(await state(dead)).toEqual({ locked_by: null, attempts: 4, max_attempts: 5, is_available: true });
    expect(await state(live)).toMatchObject({ locked_by: liveWorker, is_available: false });
    expect(await state(fresh)).toMatchObject({ locked_by: freshWorker, is_available: false });
  });
});
