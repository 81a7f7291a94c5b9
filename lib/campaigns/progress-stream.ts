// A campaign's progress as server-sent events: read from the database on every tick, sent whenever it changed, and
// ended once the campaign is done or failed, the client leaves, or the stream's lifetime is up (the browser then
// reconnects by itself, after the `retry` the stream names).
import type { z } from "zod";

import type { campaignProgressEventSchema } from "./answer";

export type ProgressEvent = z.input<typeof campaignProgressEventSchema>;

type Options = {
  read: () => Promise<ProgressEvent>;
  signal: AbortSignal;
  pollMs: number;
  lifetimeMs: number;
  reconnectMs: number;
  /** The first reading, taken before the stream starts, so a missing campaign is a 404 rather than an empty stream. */
  first: ProgressEvent;
  now?: () => number;
};

const finished = (event: ProgressEvent) => event.status === "done" || event.status === "failed";

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const onAbort = () => {
      clearTimeout(timer);
      resolve();
    };
    // Each tick's listener goes with its tick, so a long stream holds one at a time.
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal.addEventListener("abort", onAbort, { once: true });
  });

export function progressStream({ read, signal, pollMs, lifetimeMs, reconnectMs, first, now = Date.now }: Options) {
  const encoder = new TextEncoder();
  const stop = new AbortController();
  const onAbort = () => stop.abort();
  signal.addEventListener("abort", onAbort, { once: true });
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (text: string) => controller.enqueue(encoder.encode(text));
      const started = now();
      let last = JSON.stringify(first);
      send(`retry: ${reconnectMs}\n\n`);
      send(`event: progress\ndata: ${last}\n\n`);
      let current = first;
      try {
        while (!finished(current) && !stop.signal.aborted && now() - started < lifetimeMs) {
          await wait(pollMs, stop.signal);
          if (stop.signal.aborted) break;
          current = await read();
          const text = JSON.stringify(current);
          if (text !== last) send(`event: progress\ndata: ${text}\n\n`);
          last = text;
        }
        if (finished(current)) send("event: end\ndata: {}\n\n");
      } catch {
        // A failed read ends this stream; the browser reconnects and the next stream reads again.
      } finally {
        signal.removeEventListener("abort", onAbort);
        try {
          controller.close();
        } catch {
          // Already cancelled by the client.
        }
      }
    },
    cancel() {
      stop.abort();
    },
  });
}
