// The process-wide state of a graceful shutdown. The production server (scripts/production/server.ts) and the
// route code bundled by Next share it through a global symbol: they are one process but not one module graph.
// When the server's grace period runs out, it ends whatever work is still in flight through the signal, so a
// stream finishes with its error event and a billed request gives its unit back instead of being cut off; the
// server then waits for that work to settle (the unit's release is a database write) before the process exits.

const key = Symbol.for("hookline.shutdown");

type State = { controller: AbortController; draining: AbortController; inFlight: number; settled: Set<() => void> };
type Holder = typeof globalThis & { [key]?: State };

function state(): State {
  const holder = globalThis as Holder;
  holder[key] ??= {
    controller: new AbortController(),
    draining: new AbortController(),
    inFlight: 0,
    settled: new Set(),
  };
  return holder[key];
}

/** Aborted when the server is about to exit; long-running work listens to it. */
export function shutdownSignal(): AbortSignal {
  return state().controller.signal;
}

/** Aborted when the server starts draining (its stop signal): background work takes nothing new from then on. */
export function drainSignal(): AbortSignal {
  return state().draining.signal;
}

/** Starts the drain (the server calls it when told to stop, before its grace period). */
export function beginDrain(): void {
  state().draining.abort(new Error("The server is stopping."));
}

/** Ends the work still in flight (the server calls it once its grace period is over). */
export function endInFlightWork(): void {
  state().controller.abort(new Error("The server is shutting down."));
}

/** Counts one piece of billed work as in flight until the returned function is called (once is enough). */
export function holdWork(): () => void {
  const current = state();
  current.inFlight += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    current.inFlight -= 1;
    if (current.inFlight === 0) for (const resolve of current.settled) resolve();
  };
}

/** Runs `work` as in-flight work: the server waits for it to settle before it exits. */
export async function tracked<T>(work: () => Promise<T>): Promise<T> {
  const release = holdWork();
  try {
    return await work();
  } finally {
    release();
  }
}

/** True once no work is in flight; false when some still is after `timeoutMs`. */
export function workSettled(timeoutMs: number): Promise<boolean> {
  const current = state();
  if (current.inFlight === 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    const finish = (settled: boolean) => {
      clearTimeout(timer);
      current.settled.delete(onSettled);
      resolve(settled);
    };
    const onSettled = () => finish(true);
    const timer = setTimeout(() => finish(false), timeoutMs);
    current.settled.add(onSettled);
  });
}
