// When a server tries to run housekeeping, and what it logs. Each server only asks every few minutes; whether a
// run is due is decided by the database (lib/housekeeping/index.ts), so any number of servers prune once an hour.
import type { Env } from "../env";
import type { HousekeepingResult } from "./index";

/** On in production unless HOUSEKEEPING=disabled; off elsewhere unless HOUSEKEEPING=enabled; never during a build. */
export function housekeepingEnabled(value: Pick<Env, "HOUSEKEEPING" | "NODE_ENV" | "NEXT_PHASE">): boolean {
  if (value.NEXT_PHASE === "phase-production-build") return false;
  return (value.HOUSEKEEPING ?? (value.NODE_ENV === "production" ? "enabled" : "disabled")) === "enabled";
}

export type HousekeepingLog = {
  info(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
};

/**
 * One attempt, which never throws: logs what a run deleted, and a failure once, not again every few minutes
 * while the cause lasts; the first attempt that works again says so.
 */
export function housekeepingAttempt(run: () => Promise<HousekeepingResult>, log: HousekeepingLog): () => Promise<void> {
  let failing = false;
  return async () => {
    try {
      const result = await run();
      if (failing) log.info({}, "housekeeping works again");
      failing = false;
      if (result.ran) log.info({ deleted: result.deleted }, "housekeeping deleted rows no longer needed");
    } catch (error) {
      if (!failing) log.error({ err: error }, "housekeeping failed; it keeps trying and logs again once it works");
      failing = true;
    }
  };
}

export type RepeatTiming = { firstAfterMs: number; everyMs: number };

/**
 * Calls `attempt` after `firstAfterMs`, then `everyMs` after each attempt has finished (so two never overlap),
 * until stopped or `signal` aborts. The timers never keep the process alive.
 */
export function repeatAttempts(
  attempt: () => Promise<void>,
  timing: RepeatTiming,
  signal?: AbortSignal,
): { stop(): void } {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    signal?.removeEventListener("abort", stop);
  };
  const after = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      void Promise.resolve()
        .then(attempt)
        .catch(() => undefined)
        .then(() => after(timing.everyMs));
    }, ms);
    timer.unref();
  };
  if (signal?.aborted) return { stop };
  signal?.addEventListener("abort", stop, { once: true });
  after(timing.firstAfterMs);
  return { stop };
}
