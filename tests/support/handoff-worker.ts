// The job worker of the hand-off tests: this process working the queue's handoff_send jobs, as every server does.
import type { JobWorker } from "@/lib/jobs/worker";

export async function startHandoffWorker(): Promise<JobWorker> {
  const { startJobWorker } = await import("@/lib/jobs/worker");
  const { handoffTask } = await import("@/lib/handoff/jobs/queue");
  const { handoffTaskFn } = await import("@/lib/handoff/jobs/task");
  const { logger } = await import("@/lib/log/logger");
  return startJobWorker({
    connectionString: process.env.DATABASE_URL!,
    tasks: { [handoffTask]: handoffTaskFn() },
    concurrency: 2,
    log: logger,
  });
}
