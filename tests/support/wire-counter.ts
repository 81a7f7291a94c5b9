// A TCP proxy between the app and PostgreSQL that counts round trips as the server sees them: every Sync ('S') and
// simple Query ('Q') message a client sends after its startup packet. That is what a request waits on, whatever the
// driver batches into one Sync (Parse/Bind/Execute) and whatever Prisma's own query events leave out (BEGIN, COMMIT).
import { once } from "node:events";
import { connect, createServer, type Socket } from "node:net";

/** One round trip: the statements sent before its Sync, or the simple query itself. */
export type RoundTrip = { statements: string[] };

export type WireCounter = {
  /** The connection string to give the app: the target's, through the proxy. */
  url: string;
  /** Every round trip since the proxy started. */
  readonly roundTrips: readonly RoundTrip[];
  /** Resolves once no round trip has been waiting for the server for `quietMs` (work after a response settles). */
  settle(quietMs?: number): Promise<void>;
  close(): Promise<void>;
};

const sslRequestCode = 80877103;
const gssEncRequestCode = 80877104;

/** Reads a NUL-terminated string from `buffer` at `offset`. */
function cString(buffer: Buffer, offset: number): { text: string; next: number } {
  const end = buffer.indexOf(0, offset);
  const stop = end === -1 ? buffer.length : end;
  return { text: buffer.toString("utf8", offset, stop), next: stop + 1 };
}

/** One statement's text, on one line, short enough for a failure message. */
function oneLine(sql: string): string {
  const flat = sql.replace(/\s+/g, " ").trim();
  return flat.length > 160 ? `${flat.slice(0, 157)}...` : flat;
}

export async function startWireCounter(targetUrl: string): Promise<WireCounter> {
  const target = new URL(targetUrl);
  const roundTrips: RoundTrip[] = [];
  const sockets = new Set<Socket>();
  const waiting = new Map<Socket, number>();
  let lastActivity = Date.now();

  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    let started = false;
    let pending = Buffer.alloc(0);
    let parsed: string[] = [];
    let serverPending = Buffer.alloc(0);

    client.on("data", (chunk: Buffer) => {
      upstream.write(chunk);
      pending = Buffer.concat([pending, chunk]);
      for (;;) {
        if (!started) {
          if (pending.length < 8) return;
          const length = pending.readInt32BE(0);
          if (pending.length < length) return;
          const code = pending.readInt32BE(4);
          pending = pending.subarray(length);
          // An SSL or GSS request is answered with one byte and followed by the real startup packet.
          if (code !== sslRequestCode && code !== gssEncRequestCode) started = true;
          continue;
        }
        if (pending.length < 5) return;
        const type = String.fromCharCode(pending[0]!);
        const length = pending.readInt32BE(1);
        if (pending.length < length + 1) return;
        const body = pending.subarray(5, length + 1);
        pending = pending.subarray(length + 1);
        lastActivity = Date.now();
        if (type === "P") {
          const name = cString(body, 0);
          parsed.push(oneLine(cString(body, name.next).text));
        } else if (type === "B" && parsed.length === 0) {
          const statement = cString(body, cString(body, 0).next).text;
          if (statement) parsed.push(`(prepared statement ${statement})`);
        } else if (type === "S") {
          roundTrips.push({ statements: parsed });
          parsed = [];
          waiting.set(client, (waiting.get(client) ?? 0) + 1);
        } else if (type === "Q") {
          roundTrips.push({ statements: [oneLine(cString(body, 0).text)] });
          waiting.set(client, (waiting.get(client) ?? 0) + 1);
        }
      }
    });

    // ReadyForQuery ('Z') answers every Sync and simple Query (and ends the startup): the round trip is over. Before
    // startup the server may answer an SSL request with a single byte, which is not a message.
    upstream.on("data", (chunk: Buffer) => {
      client.write(chunk);
      if (!started) return;
      serverPending = Buffer.concat([serverPending, chunk]);
      while (serverPending.length >= 5) {
        const length = serverPending.readInt32BE(1);
        if (serverPending.length < length + 1) break;
        if (serverPending[0] === "Z".charCodeAt(0)) waiting.set(client, Math.max((waiting.get(client) ?? 0) - 1, 0));
        serverPending = serverPending.subarray(length + 1);
      }
      lastActivity = Date.now();
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
      waiting.delete(client);
    };
    client.on("error", end).on("close", end);
    upstream.on("error", end).on("close", end);
  });

  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("the wire counter has no port");
  const url = new URL(targetUrl);
  url.hostname = "127.0.0.1";
  url.port = String(address.port);

  return {
    url: url.toString(),
    roundTrips,
    async settle(quietMs = 50) {
      const busy = () => [...waiting.values()].some((count) => count > 0);
      while (busy() || Date.now() - lastActivity < quietMs) await new Promise((resolve) => setTimeout(resolve, 5));
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, "close");
    },
  };
}
