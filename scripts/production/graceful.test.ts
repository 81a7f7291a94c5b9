import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";

import { graceful, type Graceful } from "./graceful.ts";

type Harness = {
  server: Server;
  port: number;
  control: Graceful;
  endWorkCalls: number;
  release(): void;
  stop: AbortController;
};

const open: Server[] = [];
afterEach(() => {
  for (const server of open.splice(0)) server.closeAllConnections();
});

/** A server whose /stream answer sends "first" and then waits: for release(), or for its work to be ended. */
async function harness(graceMs: number, ignoreEndWork = false): Promise<Harness> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const stop = new AbortController();
  const state = { endWorkCalls: 0 };
  const server = createServer((req, res) => {
    if (control.draining) res.setHeader("Connection", "close");
    if (req.url !== "/stream") return void res.end("quick");
    res.write("first;");
    const ended = new Promise<void>((resolve) => stop.signal.addEventListener("abort", () => resolve()));
    void Promise.race([
      released.then(() => "finished;"),
      (ignoreEndWork ? new Promise<never>(() => {}) : ended).then(() => "error;"),
    ]).then((last) => res.end(last));
  });
  const control = graceful(server, {
    graceMs,
    settleMs: 100,
    endWork: () => {
      state.endWorkCalls += 1;
      stop.abort();
    },
    log: () => {},
  });
  open.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    server,
    port: (server.address() as AddressInfo).port,
    control,
    get endWorkCalls() {
      return state.endWorkCalls;
    },
    release,
    stop,
  };
}

/** Starts a GET and resolves with the whole body (or the error), and with the first chunk as soon as it arrives. */
function get(port: number, path: string) {
  let firstChunk!: (chunk: string) => void;
  const first = new Promise<string>((resolve) => (firstChunk = resolve));
  const body = new Promise<string>((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, agent: false }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        if (!text) firstChunk(chunk);
        text += chunk;
      });
      res.on("end", () => resolve(text));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
  return { first, body };
}

describe("graceful shutdown", () => {
  it("lets a request in flight finish, refuses new connections, and ends no work early", async () => {
    const h = await harness(5_000);
    const inFlight = get(h.port, "/stream");
    await inFlight.first;
    const done = h.control.shutdown("SIGTERM");
    expect(h.control.draining).toBe(true);
    await expect(get(h.port, "/").body).rejects.toMatchObject({ code: "ECONNREFUSED" });
    h.release();
    expect(await inFlight.body).toBe("first;finished;");
    await done;
    expect(h.endWorkCalls).toBe(0);
  });

  it("ends the work still running when the grace period is over, so a stream closes with its error", async () => {
    const h = await harness(150);
    const inFlight = get(h.port, "/stream");
    await inFlight.first;
    const started = Date.now();
    await h.control.shutdown("SIGTERM");
    expect(await inFlight.body).toBe("first;error;");
    expect(h.endWorkCalls).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it("closes a connection whose work does not stop, after the settle time", async () => {
    const h = await harness(50, true);
    const inFlight = get(h.port, "/stream");
    await inFlight.first;
    await h.control.shutdown("SIGTERM");
    await expect(inFlight.body).rejects.toThrow();
    expect(h.endWorkCalls).toBe(1);
  });

  it("starts once, however often it is asked", async () => {
    const h = await harness(50);
    expect(h.control.shutdown("SIGTERM")).toBe(h.control.shutdown("SIGINT"));
    await h.control.shutdown("again");
  });
});
