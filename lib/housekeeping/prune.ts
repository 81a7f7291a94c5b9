// One delete per kind of row that is no longer needed; each returns how many rows it removed.
import "server-only";

import type { Prisma } from "../generated/prisma/client";
import { JOB_QUEUE_SCHEMA } from "../jobs/schema";
import type { Cutoffs } from "./cutoffs";

type Db = Prisma.TransactionClient;

/** Counters whose window has ended under every rule (the rate limiter starts a new row for a new window anyway). */
export async function pruneRateLimitBuckets(db: Db, cutoffs: Cutoffs): Promise<number> {
  const { count } = await db.rateLimitBucket.deleteMany({
    where: { windowStart: { lt: cutoffs.rateLimitWindowStart } },
  });
  return count;
}

/** Local outbox mail past its keeping age: the outbox never delivers, so age is all that tells old mail apart. */
export async function pruneMailOutbox(db: Db, cutoffs: Cutoffs): Promise<number> {
  const { count } = await db.outboxMessage.deleteMany({ where: { createdAt: { lt: cutoffs.mailCreated } } });
  return count;
}

/** Sessions past their expiry: Better Auth refuses them already, so only the row is left. */
export async function pruneSessions(db: Db, cutoffs: Cutoffs): Promise<number> {
  const { count } = await db.session.deleteMany({ where: { expiresAt: { lt: cutoffs.sessionExpired } } });
  return count;
}

/** Better Auth's one-time values (reset codes) that expired more than the keeping time ago. */
export async function pruneVerifications(db: Db, cutoffs: Cutoffs): Promise<number> {
  const { count } = await db.verification.deleteMany({ where: { expiresAt: { lt: cutoffs.tokenExpired } } });
  return count;
}

/**
 * Confirmation links that expired more than the keeping time ago, used or not. A used link is kept until then:
 * its callback, sent right after use and safe to repeat, reads it.
 */
export async function pruneEmailConfirmations(db: Db, cutoffs: Cutoffs): Promise<number> {
  const { count } = await db.emailConfirmation.deleteMany({ where: { expiresAt: { lt: cutoffs.tokenExpired } } });
  return count;
}

/** Idempotency records past their keeping time (a pending one that old died with its server long ago). */
export async function pruneIdempotencyRecords(db: Db, cutoffs: Cutoffs): Promise<number> {
  const { count } = await db.idempotencyRecord.deleteMany({ where: { createdAt: { lt: cutoffs.idempotencyCreated } } });
  return count;
}

/** Heartbeats of job-queue servers long gone: their jobs were unlocked when the heartbeat stopped. */
export async function pruneJobWorkers(db: Db, cutoffs: Cutoffs): Promise<number> {
  const { count } = await db.jobWorker.deleteMany({ where: { lastSeen: { lt: cutoffs.jobWorkerSeen } } });
  return count;
}

/**
 * Jobs that failed for good (their last attempt done, nothing holding them) past the keeping time. The queue
 * deletes a job that succeeds itself, so these are all it keeps.
 */
export async function pruneFailedJobs(db: Db, cutoffs: Cutoffs): Promise<number> {
  return db.$executeRawUnsafe(
    `DELETE FROM ${JOB_QUEUE_SCHEMA}._private_jobs
     WHERE attempts >= max_attempts AND locked_at IS NULL AND updated_at < $1`,
    cutoffs.failedJobUpdated,
  );
}
