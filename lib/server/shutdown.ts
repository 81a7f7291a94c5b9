// The process-wide "stop now" of a graceful shutdown. The production server (scripts/production/server.ts) and the
// route code bundled by Next share it through a global symbol: they are one process but not one module graph.
// When the server's grace period runs out, it ends whatever work is still in flight through this signal, so a
// stream finishes with its error event and gives its unit back instead of being cut off.

const key = Symbol.for("hookline.shutdown");

type Holder = typeof globalThis & { [key]?: AbortController };

function controller(): AbortController {
  const holder = globalThis as Holder;
  holder[key] ??= new AbortController();
  return holder[key];
}

/** Aborted when the server is about to exit; long-running work listens to it. */
export function shutdownSignal(): AbortSignal {
  return controller().signal;
}

/** Ends the work still in flight (the server calls it once its grace period is over). */
export function endInFlightWork(): void {
  controller().abort(new Error("The server is shutting down."));
}
