// While PostgreSQL cannot be reached, API routes answer 503 `unavailable` with Retry-After (so clients, and Stripe,
// try again), the outage is logged once rather than per request, and the server recovers without a restart.
import net from "node:net";
import { PrismaPg } from "@prisma/adapter-pg";
import { afterEach, describe, expect, it, vi } from "vitest";

import { POST as authPost } from "@/app/api/auth/[...all]/route";
import { POST as contactPost } from "@/app/api/contact/route";
import { POST as newsletterPost } from "@/app/api/newsletter/route";
import { GET as usageGet } from "@/app/api/usage/route";
import { databaseOutage } from "@/lib/config/timing";
import * as db from "@/lib/db";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { inDatabaseOutage } from "@/lib/health/outage";

import { appUrl, randomIp, signedInUser } from "../support/auth-requests";
import { captureStdout } from "../support/captured-output";

vi.mock("@/lib/db", async (importOriginal) => {
  const actual = await importOriginal<typeof db>();
  return { ...actual, getDb: vi.fn(actual.getDb) };
});

const authCache = globalThis as typeof globalThis & { hooklineAuth?: unknown };
let deadClient: PrismaClient | undefined;

afterEach(async () => {
  vi.mocked(db.getDb).mockRestore();
  // Better Auth keeps the client it was made with: the next test gets one on the real database again.
  authCache.hooklineAuth = undefined;
  await deadClient?.$disconnect();
  deadClient = undefined;
});

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** From here on, every query goes to a database that refuses connections. */
async function stopTheDatabase(): Promise<void> {
  deadClient = new PrismaClient({
    adapter: new PrismaPg({
      connectionString: `postgresql://hookline:secret@127.0.0.1:${await closedPort()}/hookline`,
    }),
  });
  vi.mocked(db.getDb).mockReturnValue(deadClient);
  authCache.hooklineAuth = undefined;
}

const json = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`${appUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: appUrl, "x-forwarded-for": randomIp(), ...headers },
    body: JSON.stringify(body),
  });

describe("a database outage", () => {
  it("is answered 503 unavailable with Retry-After on anonymous, auth and signed-in routes, and logged once", async () => {
    const user = await signedInUser("outage");
    const output = captureStdout();
    await stopTheDatabase();
    const answers = [
      await contactPost(
        json("/api/contact", { email: "ada@example.com", topic: "bug", message: "The page does not load at all." }),
        undefined,
      ),
      await newsletterPost(json("/api/newsletter", { email: "ada@example.com" }), undefined),
      await authPost(json("/api/auth/sign-in/email", { email: user.email, password: "correct-horse-1" }), undefined),
      await usageGet(
        new Request(`${appUrl}/api/usage`, { headers: { authorization: `Bearer ${user.bearer}` } }),
        undefined,
      ),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get("retry-after")).toBe(String(databaseOutage.retryAfterSeconds));
      expect(((await answer.json()) as { error: { code: string } }).error.code).toBe("unavailable");
    }
    expect(inDatabaseOutage()).toBe(true);
    const lines = output
      .text()
      .split("\n")
      .filter((line) => /unreachable|unexpected error/.test(line));
    expect(lines).toHaveLength(1);
  });
});
