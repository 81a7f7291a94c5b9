// Housekeeping deletes rows nothing reads any more, once an hour per database, on one server at a time, and never
// something a signed-in user, a link in the outbox or a live rate limit still needs.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { housekeepingLockName, lastRunKey, runHousekeeping, type HousekeepingResult } from "@/lib/housekeeping";

import { authGetJson, mailTo, signedInUser } from "../support/auth-requests";

const hour = 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms);
const forgetLastRun = () => getDb().rateLimitBucket.deleteMany({ where: { key: lastRunKey } });

function ran(result: HousekeepingResult) {
  if (!result.ran) throw new Error(`housekeeping did not run: ${result.reason}`);
  return result;
}

async function userWithRows() {
  const id = randomUUID();
  await getDb().user.create({ data: { id, name: "Housekeeping", email: `housekeeping-${id}@example.com` } });
  return id;
}

async function expiredSession(userId: string) {
  const id = randomUUID();
  await getDb().session.create({ data: { id, token: randomUUID(), userId, expiresAt: ago(60_000) } });
  return id;
}

const sessionExists = async (id: string) => (await getDb().session.count({ where: { id } })) === 1;

// Each test starts with no last run on record and nothing left for a run to delete, so counts are exact.
beforeEach(async () => {
  await forgetLastRun();
  await runHousekeeping();
  await forgetLastRun();
});

afterAll(forgetLastRun);

describe("housekeeping", () => {
  it("deletes old rows of every kind and keeps what is still in use", async () => {
    const live = await signedInUser("housekeeping-live");
    const userId = await userWithRows();
    const db = getDb();
    const oldSession = await expiredSession(userId);
    const verification = (expiresAt: Date) =>
      db.verification.create({
        data: { id: randomUUID(), identifier: `forget-password-otp-${randomUUID()}`, value: "hash", expiresAt },
      });
    const oldCode = await verification(ago(25 * hour));
    const lateCode = await verification(ago(hour));
    const confirmation = (expiresAt: Date, usedAt: Date | null) =>
      db.emailConfirmation.create({ data: { userId, tokenHash: randomUUID(), expiresAt, usedAt } });
    const oldUsedLink = await confirmation(ago(25 * hour), ago(40 * hour));
    const oldUnusedLink = await confirmation(ago(25 * hour), null);
    const lateLink = await confirmation(ago(hour), null);
    const oldMail = await db.outboxMessage.create({
      data: {
        to: `old-${userId}@example.com`,
        subject: "Old",
        text: "old",
        html: "<p>old</p>",
        createdAt: ago(8 * 24 * hour),
      },
    });
    const finishedCounter = await db.rateLimitBucket.create({
      data: { key: `test-finished:${userId}`, windowStart: ago(25 * hour), count: 3 },
    });
    const dayLongCounter = await db.rateLimitBucket.create({
      data: { key: `learn-voice:user:account:${userId}`, windowStart: ago(23 * hour), count: 30 },
    });
    const oldRetry = await db.idempotencyRecord.create({
      data: {
        userId,
        key: `old-${userId}`,
        fingerprint: "f",
        state: "done",
        status: 200,
        answer: "{}",
        createdAt: ago(25 * hour),
      },
    });
    const lateRetry = await db.idempotencyRecord.create({
      data: {
        userId,
        key: `late-${userId}`,
        fingerprint: "f",
        state: "done",
        status: 200,
        answer: "{}",
        createdAt: ago(23 * hour),
      },
    });
    const goneServer = await db.jobWorker.create({
      data: { id: `server-gone-${userId}`, workerIds: ["worker-gone"], lastSeen: ago(25 * hour) },
    });
    const liveServer = await db.jobWorker.create({
      data: { id: `server-live-${userId}`, workerIds: ["worker-live"], lastSeen: ago(hour) },
    });
    await db.$executeRaw`SELECT graphile_worker.add_job('housekeeping_test', '{}'::json, job_key := ${`failed-${userId}`}, max_attempts := 1)`;
    await db.$executeRaw`SELECT graphile_worker.add_job('housekeeping_test', '{}'::json, job_key := ${`recent-${userId}`}, max_attempts := 1)`;
    await db.$executeRaw`UPDATE graphile_worker._private_jobs SET attempts = 1, updated_at = ${ago(8 * 24 * hour)} WHERE key = ${`failed-${userId}`}`;
    await db.$executeRaw`UPDATE graphile_worker._private_jobs SET attempts = 1, updated_at = ${ago(6 * 24 * hour)} WHERE key = ${`recent-${userId}`}`;
    const liveCounters = await db.rateLimitBucket.count({ where: { key: { contains: live.email } } });
    const liveMail = await mailTo(live.email);

    const result = ran(await runHousekeeping());
    expect(result.deleted).toEqual({
      sessions: 1,
      verifications: 1,
      emailConfirmations: 2,
      mailOutbox: 1,
      idempotencyRecords: 1,
      jobWorkers: 1,
      failedJobs: 1,
      rateLimitBuckets: 1,
    });
    expect(
      await db.jobWorker.findMany({ where: { id: { in: [goneServer.id, liveServer.id] } }, select: { id: true } }),
    ).toEqual([{ id: liveServer.id }]);
    expect(
      await db.$queryRaw<
        { key: string }[]
      >`SELECT key FROM graphile_worker._private_jobs WHERE key IN (${`failed-${userId}`}, ${`recent-${userId}`})`,
    ).toEqual([{ key: `recent-${userId}` }]);

    expect(await sessionExists(oldSession)).toBe(false);
    expect(
      await db.verification.findMany({ where: { id: { in: [oldCode.id, lateCode.id] } }, select: { id: true } }),
    ).toEqual([{ id: lateCode.id }]);
    expect(
      await db.emailConfirmation.findMany({
        where: { id: { in: [oldUsedLink.id, oldUnusedLink.id, lateLink.id] } },
        select: { id: true },
      }),
    ).toEqual([{ id: lateLink.id }]);
    expect(await db.outboxMessage.count({ where: { id: oldMail.id } })).toBe(0);
    expect(
      await db.idempotencyRecord.findMany({ where: { id: { in: [oldRetry.id, lateRetry.id] } }, select: { id: true } }),
    ).toEqual([{ id: lateRetry.id }]);
    expect(await db.rateLimitBucket.count({ where: { key: finishedCounter.key } })).toBe(0);
    expect(await db.rateLimitBucket.count({ where: { key: dayLongCounter.key } })).toBe(1);

    // The signed-in user notices nothing: still signed in, the confirmation mail still in the outbox, and the
    // sign-in limits still counting.
    const session = await authGetJson("/get-session", { bearer: live.bearer });
    expect((session.body as { user?: { email?: string } } | null)?.user?.email).toBe(live.email);
    expect(liveMail).not.toHaveLength(0);
    expect(await mailTo(live.email)).toEqual(liveMail);
    expect(await db.emailConfirmation.count({ where: { userId: live.id } })).toBe(1);
    expect(liveCounters).toBeGreaterThan(0);
    expect(await db.rateLimitBucket.count({ where: { key: { contains: live.email } } })).toBe(liveCounters);
  });

  it("does nothing when a run started less than an hour ago, even on another server", async () => {
    const first = ran(await runHousekeeping());
    const userId = await userWithRows();
    const session = await expiredSession(userId);

    expect(await runHousekeeping()).toEqual({ ran: false, reason: "ran-recently" });
    expect(await runHousekeeping(new Date(first.at.getTime() + 59 * 60_000))).toEqual({
      ran: false,
      reason: "ran-recently",
    });
    expect(await sessionExists(session)).toBe(true);

    const anHourLater = ran(await runHousekeeping(new Date(first.at.getTime() + hour)));
    expect(anHourLater.deleted.sessions).toBe(1);
    expect(await sessionExists(session)).toBe(false);
  });

  it("keeps its own record of the last run when it prunes the counters after a long pause", async () => {
    const afterThreeDays = new Date(Date.now() + 3 * 24 * hour);
    ran(await runHousekeeping(afterThreeDays));
    expect(await runHousekeeping(afterThreeDays)).toEqual({ ran: false, reason: "ran-recently" });
  });

  it("skips while another server's run holds the lock, and leaves the next attempt free to run", async () => {
    const session = await expiredSession(await userWithRows());
    const otherServer = new pg.Client({ connectionString: env.DATABASE_URL });
    await otherServer.connect();
    try {
      await otherServer.query("BEGIN");
      await otherServer.query("SELECT pg_advisory_xact_lock(hashtext($1))", [housekeepingLockName]);
      expect(await runHousekeeping()).toEqual({ ran: false, reason: "running-elsewhere" });
      expect(await sessionExists(session)).toBe(true);
      await otherServer.query("ROLLBACK");
    } finally {
      await otherServer.end();
    }
    expect(ran(await runHousekeeping()).deleted.sessions).toBe(1);
  });

  it("lets only one of two simultaneous runs prune", async () => {
    const userId = await userWithRows();
    const sessions = await Promise.all([expiredSession(userId), expiredSession(userId), expiredSession(userId)]);

    const results = await Promise.all([runHousekeeping(), runHousekeeping()]);
    const pruned = results.filter((result): result is Extract<HousekeepingResult, { ran: true }> => result.ran);
    expect(pruned).toHaveLength(1);
    expect(pruned[0]?.deleted.sessions).toBe(3);
    expect(results.find((result) => !result.ran)).toMatchObject({
      ran: false,
      reason: expect.stringMatching(/^(running-elsewhere|ran-recently)$/),
    });
    for (const id of sessions) expect(await sessionExists(id)).toBe(false);
  });
});
