// Starts this server's job worker, once per process, and stops it with the server's shutdown: every replica works
// the queue (campaign assets, up to CAMPAIGN_WORKER_CONCURRENCY model calls at once, and hand-offs to schedulers).
import "server-only";

import type { Provider } from "../ai/types";
import { assetTaskWith } from "../campaigns/jobs/asset-task";
import { assetTask } from "../campaigns/jobs/queue";
import { campaignJobs } from "../config/jobs";
import { env } from "../env";
import { handoffTask } from "../handoff/jobs/queue";
import { handoffTaskFn } from "../handoff/jobs/task";
import { startJobWorker, type JobWorker } from "../jobs/worker";
import { logger } from "../log/logger";
import { drainSignal } from "../server/shutdown";

// Shared through globalThis: whichever module graph loads this first starts the one worker of the process.
const key = Symbol.for("hookline.campaign-worker");
type Holder = typeof globalThis & { [key]?: Promise<JobWorker> };

export function campaignWorkerEnabled(source: Pick<typeof env, "JOB_WORKER" | "DATABASE_URL" | "NEXT_PHASE">): boolean {
  return (
    source.JOB_WORKER !== "disabled" && Boolean(source.DATABASE_URL) && source.NEXT_PHASE !== "phase-production-build"
  );
}

export function startCampaignWorker(chain?: () => readonly Provider[]): Promise<JobWorker> | undefined {
  const holder = globalThis as Holder;
  // A server already draining (stopped while it was still starting) takes on no jobs.
  if (holder[key] || !campaignWorkerEnabled(env) || !env.DATABASE_URL || drainSignal().aborted) return holder[key];
  const started = startJobWorker({
    connectionString: env.DATABASE_URL,
    tasks: { [assetTask]: assetTaskWith(chain), [handoffTask]: handoffTaskFn() },
    concurrency: env.CAMPAIGN_WORKER_CONCURRENCY ?? campaignJobs.defaultConcurrency,
    log: logger,
  });
  holder[key] = started;
  started.then(
    (worker) => {
      // The server's drain stops the worker taking jobs; the ones running finish (the server waits for them).
      if (drainSignal().aborted) void worker.stop();
      else drainSignal().addEventListener("abort", () => void worker.stop(), { once: true });
    },
    (error: unknown) => {
      delete holder[key];
      logger.error({ err: error }, "the campaign worker did not start; campaigns wait until a server works them");
    },
  );
  return started;
}
