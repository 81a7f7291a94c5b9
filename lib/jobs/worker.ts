// This server's share of the job queue: graphile-worker's runner with the app's tasks, the heartbeat that tells the
// other servers it is alive, and the sweep that frees a dead server's jobs. It stops with the server: the runner
// lets running jobs finish, then the heartbeat row goes, so nothing this server held waits for the sweep.
import "server-only";

import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import { Logger, run, type LogFunctionFactory, type Runner, type TaskList, type WorkerEvents } from "graphile-worker";
import type { Logger as Pino } from "pino";

import { jobQueue } from "../config/jobs";
import { forgetServer, unlockDeadWorkers, writeHeartbeat } from "./heartbeat";
import { JOB_QUEUE_SCHEMA } from "./schema";

export type JobWorker = { serverId: string; stop: () => Promise<void> };

export type JobWorkerOptions = {
  connectionString: string;
  tasks: TaskList;
  concurrency: number;
  log: Pino;
};

/** graphile-worker's log lines through the app's logger: its line per job is debug, its warnings and errors stay. */
function logFactory(log: Pino): LogFunctionFactory {
  return (scope) => (level, message, meta) => {
    const line = { ...scope, ...meta };
    if (level === "error") log.error(line, message);
    else if (level === "warning") log.warn(line, message);
    else if (level === "info") log.debug(line, message);
  };
}

/** Runs `task` every `everyMs` until stopped; a failure is logged and the next round tries again. */
function every(everyMs: number, task: () => Promise<unknown>, log: Pino, what: string): () => void {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const round = async () => {
    try {
      await task();
    } catch (error) {
      log.warn({ err: error }, `${what} failed; trying again in ${everyMs} ms`);
    }
    if (!stopped) timer = setTimeout(round, everyMs).unref();
  };
  void round();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

export async function startJobWorker(options: JobWorkerOptions): Promise<JobWorker> {
  const serverId = `server-${randomUUID()}`;
  const log = options.log.child({ component: "jobs", serverId });
  const workerIds: string[] = [];
  await writeHeartbeat(serverId, workerIds);
  // Listened to before the runner starts, so no worker is created unseen.
  const events: WorkerEvents = new EventEmitter();
  // A job is locked by its worker, or by the pool when the pool's local queue fetched it ahead: both are named.
  const holder = (id: string) => {
    workerIds.push(id);
    void writeHeartbeat(serverId, workerIds).catch(() => {});
  };
  events.on("pool:create", ({ workerPool }) => holder(workerPool.id));
  events.on("worker:create", ({ worker }) => holder(worker.workerId));
  const runner: Runner = await run({
    connectionString: options.connectionString,
    schema: JOB_QUEUE_SCHEMA,
    taskList: options.tasks,
    concurrency: options.concurrency,
    pollInterval: jobQueue.pollIntervalMs,
    noHandleSignals: true,
    logger: new Logger(logFactory(log)),
    crontab: "",
    events,
  });
  const stopHeartbeat = every(jobQueue.heartbeatEveryMs, () => writeHeartbeat(serverId, workerIds), log, "heartbeat");
  const stopSweep = every(
    jobQueue.sweepEveryMs,
    async () => {
      const unlocked = await unlockDeadWorkers();
      if (unlocked.length > 0)
        log.warn({ workerIds: unlocked }, "took over the jobs of workers that stopped answering");
    },
    log,
    "sweep",
  );
  log.info({ concurrency: options.concurrency }, "working the job queue");
  let stopping: Promise<void> | undefined;
  return {
    serverId,
    stop: () =>
      (stopping ??= (async () => {
        stopSweep();
        await runner.stop();
        stopHeartbeat();
        await forgetServer(serverId);
      })()),
  };
}
