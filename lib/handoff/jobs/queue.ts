// Adding hand-off jobs inside the transaction that queues their posts. The key is the batch's: adding it again while
// the job waits (for a rate limit's window) keeps its time, so a second send never jumps the scheduler's limit.
import "server-only";

import { z } from "zod";

import { schedulerRequests } from "../../config/handoff";
import type { Prisma } from "../../generated/prisma/client";
import { JOB_QUEUE_SCHEMA } from "../../jobs/schema";
import { sendSchema } from "../schema";

export const handoffTask = "handoff_send";

export const handoffJobPayloadSchema = z.object({
  batchKey: z.string(),
  options: sendSchema.pick({ schedule: true, whoCanReply: true, share: true }),
});
export type HandoffJobPayload = z.output<typeof handoffJobPayloadSchema>;

export async function addHandoffJobs(
  tx: Prisma.TransactionClient,
  batchKeys: readonly string[],
  options: HandoffJobPayload["options"],
  runAt?: Date,
): Promise<void> {
  for (const batchKey of batchKeys) {
    const payload: HandoffJobPayload = {
      batchKey,
      options: { schedule: options.schedule, whoCanReply: options.whoCanReply, share: options.share },
    };
    await tx.$executeRawUnsafe(
      `SELECT ${JOB_QUEUE_SCHEMA}.add_job($1, $2::json, job_key := $3, queue_name := $3, max_attempts := $4,
         run_at := $5::timestamptz, job_key_mode := 'preserve_run_at')`,
      handoffTask,
      JSON.stringify(payload),
      // The batch's own queue too: a job added while another of the batch runs waits for it, so the posts that one
      // read are never sent a second time alongside it.
      `handoff:${batchKey}`,
      schedulerRequests.maxAttempts,
      runAt ?? new Date(),
    );
  }
}
