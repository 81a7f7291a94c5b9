// Graceful shutdown of an HTTP server: stop accepting connections, let requests in flight finish, and only when
// the grace period is over tell their work to stop (streams then end with their error event) and close the rest.
import type { Server } from "node:http";

export type GracefulOptions = {
  graceMs: number;
  settleMs: number;
  /** Tells work still in flight to stop (streams end with their error event and give their units back). */
  endWork: () => void;
  log: (message: string, fields?: Record<string, unknown>) => void;
};

export type Graceful = {
  /** True once shutdown has begun: answers then ask their client to close the connection. */
  readonly draining: boolean;
  /** Starts the shutdown (once; later calls get the same promise), resolved when every connection is closed. */
  shutdown(reason: string): Promise<void>;
};

export function graceful(server: Server, options: GracefulOptions): Graceful {
  let done: Promise<void> | null = null;
  // A keep-alive connection whose answer ends during the shutdown is closed as soon as it is idle.
  server.on("request", (_request, response) => {
    response.on("finish", () => {
      if (done) setImmediate(() => server.closeIdleConnections());
    });
  });
  const wait = (ms: number) => new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), ms).unref());

  async function run(reason: string): Promise<void> {
    const started = Date.now();
    options.log("shutting down: no new connections, waiting for requests in flight", {
      reason,
      graceMs: options.graceMs,
    });
    const closed = new Promise<"closed">((resolve) => server.close(() => resolve("closed")));
    server.closeIdleConnections();
    if ((await Promise.race([closed, wait(options.graceMs)])) === "timeout") {
      options.log("grace period over: ending the work still in flight");
      options.endWork();
      if ((await Promise.race([closed, wait(options.settleMs)])) === "timeout") {
        options.log("closing the connections that are still open");
        server.closeAllConnections();
        await closed;
      }
    }
    options.log("shut down", { afterMs: Date.now() - started });
  }

  return {
    get draining() {
      return done !== null;
    },
    shutdown(reason) {
      done ??= run(reason);
      return done;
    },
  };
}
