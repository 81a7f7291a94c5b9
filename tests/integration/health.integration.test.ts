import net from "node:net";
import { PrismaPg } from "@prisma/adapter-pg";
import { afterEach, describe, expect, it, vi } from "vitest";

import { GET } from "@/app/api/health/route";
import { healthCheck } from "@/lib/config/timing";
import * as db from "@/lib/db";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { captureStdout } from "@/tests/support/captured-output";

// The route keeps asking the shared test database, except where a test hands it a client for a dead one.
vi.mock("@/lib/db", async (importOriginal) => {
  const actual = await importOriginal<typeof db>();
  return { ...actual, getDb: vi.fn(actual.getDb) };
});

const opened: { close(): Promise<void> }[] = [];

afterEach(async () => {
  vi.mocked(db.getDb).mockRestore();
  await Promise.all(opened.splice(0).map((resource) => resource.close()));
});

function clientAt(port: number): PrismaClient {
  const client = new PrismaClient({
    adapter: new PrismaPg({ connectionString: `postgresql://hookline:secret@127.0.0.1:${port}/hookline` }),
  });
  opened.push({ close: () => client.$disconnect() });
  return client;
}

async function listen(server: net.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as net.AddressInfo).port;
}

/** A port nothing listens on: connections are refused at once. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A server that accepts connections and never answers: a hung database. */
async function silentPort(): Promise<number> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => sockets.add(socket));
  const port = await listen(server);
  opened.push({
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  });
  return port;
}

const check = (headers: Record<string, string> = {}) =>
  GET(new Request("http://localhost/api/health", { headers }), undefined);

describe("GET /api/health", () => {
  it("answers 200 with the database up, the uptime and the build, never from a cache", async () => {
    const response = await check();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ status: "ok", database: "up" });
    expect(body.uptimeSeconds).toEqual(expect.any(Number));
    expect(body.version).toEqual(expect.any(String));
  });

  it("answers 503 with Retry-After when the database refuses connections, and logs why under the request's id", async () => {
    vi.mocked(db.getDb).mockReturnValue(clientAt(await closedPort()));
    const output = captureStdout();
    const response = await check({ "x-request-id": "lb-probe-000001" });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe(String(healthCheck.retryAfterSeconds));
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-request-id")).toBe("lb-probe-000001");
    expect(await response.json()).toEqual({
      error: { code: "unavailable", message: "The database is unreachable." },
      database: "down",
    });
    expect(output.text()).toMatch(/ERROR: health: the database is unreachable \{"requestId":"lb-probe-000001"\}/);
  });

  it("answers 503 within its time limit when the database accepts a connection but never answers", async () => {
    vi.mocked(db.getDb).mockReturnValue(clientAt(await silentPort()));
    const output = captureStdout();
    const started = Date.now();
    const response = await check();
    expect(response.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(healthCheck.databaseTimeoutMs + 1_000);
    expect(((await response.json()) as { database: string }).database).toBe("down");
    expect(output.text()).toContain(`SELECT 1 did not answer within ${healthCheck.databaseTimeoutMs} ms`);
  });
});
