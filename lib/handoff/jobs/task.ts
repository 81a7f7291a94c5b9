// The job that sends one batch to its scheduler. It reads the batch's posts still to send, opens the connection,
// and records the scheduler's answer on each post. A 429 keeps the batch: its posts wait, and the job is added again
// for the end of the window. A network failure or a 5xx is retried with backoff, and after the last attempt the
// posts are marked failed with the reason.
import "server-only";

import type { Task } from "graphile-worker";

import { handoffDestinations } from "../../config/handoff";
import { getDb } from "../../db";
import { AppError } from "../../errors";
import { logger } from "../../log/logger";
import { shutdownSignal, tracked } from "../../server/shutdown";
import { openConnection } from "../connections";
import type { BatchOutcome } from "../sender";
import { senders } from "../senders";
import { addHandoffJobs, handoffJobPayloadSchema } from "./queue";

const toSend = { in: ["queued", "waiting"] as ("queued" | "waiting")[] };

async function record(
  batchKey: string,
  ids: string[],
  outcome: BatchOutcome,
  options: Parameters<typeof addHandoffJobs>[2],
) {
  const db = getDb();
  if (outcome.kind === "wait") {
    await db.$transaction(async (tx) => {
      await tx.handoff.updateMany({
        where: { id: { in: ids }, status: toSend },
        data: { status: "waiting", httpStatus: outcome.httpStatus, message: outcome.message, retryAt: outcome.until },
      });
      await addHandoffJobs(tx, [batchKey], options, outcome.until);
    });
    return;
  }
  const now = new Date();
  const answered = new Set(outcome.posts.map((post) => post.handoffId));
  const unanswered = ids.filter((id) => !answered.has(id));
  await db.$transaction([
    ...outcome.posts.map((post) =>
      db.handoff.update({
        where: { id: post.handoffId },
        data: {
          status: post.sent ? "sent" : "failed",
          httpStatus: post.httpStatus,
          message: post.message,
          remoteId: post.remoteId ?? null,
          remoteUrl: post.remoteUrl ?? null,
          retryAt: null,
          sentAt: post.sent ? now : null,
        },
      }),
    ),
    // A post the scheduler's answer says nothing about is not left queued for ever.
    db.handoff.updateMany({
      where: { id: { in: unanswered }, status: toSend },
      data: { status: "failed", message: "The scheduler's answer did not mention this post; send it again." },
    }),
  ]);
}

export function handoffTaskFn(): Task {
  return (payload, helpers) =>
    tracked(async () => {
      const { batchKey, options } = handoffJobPayloadSchema.parse(payload);
      const db = getDb();
      const rows = await db.handoff.findMany({ where: { batchKey, status: toSend }, orderBy: { createdAt: "asc" } });
      const first = rows[0];
      if (!first || first.destination === "buffer") return;
      const destination = first.destination;
      const { label } = handoffDestinations[destination];
      // Only the posts read now: a send adding posts to the batch meanwhile queues a job that runs after this one.
      const ids = rows.map((row) => row.id);
      const mine = { id: { in: ids }, status: toSend };
      await db.handoff.updateMany({ where: mine, data: { attempts: { increment: 1 } } });
      // A key that can no longer be opened is an answer; a database that did not answer is retried like any failure.
      const connection = await openConnection(first.userId, destination).catch((error: unknown) => {
        if (error instanceof AppError) return null;
        throw error;
      });
      if (!connection) {
        await db.handoff.updateMany({
          where: mine,
          data: {
            status: "failed",
            message: `${label} is no longer connected (or its key cannot be read); connect it again and send again.`,
          },
        });
        return;
      }
      try {
        const outcome = await senders[destination]({
          userId: first.userId,
          connection,
          options,
          posts: rows.map((row) => ({
            handoffId: row.id,
            assetId: row.assetId,
            channel: row.channel,
            text: row.text,
            postAt: row.postAt,
          })),
          signal: helpers.abortSignal ? AbortSignal.any([helpers.abortSignal, shutdownSignal()]) : shutdownSignal(),
        });
        await record(batchKey, ids, outcome, options);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const last = helpers.job.attempts >= helpers.job.max_attempts;
        logger.warn({ batchKey, attempt: helpers.job.attempts, last, reason }, "hand-off failed");
        if (!last) throw error;
        await db.handoff.updateMany({
          where: mine,
          data: { status: "failed", message: `${label} could not be reached: ${reason}. Send again to retry.` },
        });
      }
    });
}
