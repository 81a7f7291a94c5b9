// npm run bench:usage — the usage reservation (lib/usage/reserve.ts) on a fresh, migrated PostgreSQL: how many SQL
// round trips one reservation takes (it must be 1), and its throughput and latency with 50 concurrent users, each on
// their own row and all on one shared row (the worst case: every request waits for the same row lock).
import "../scripts/lib/dotenv-production.ts";

import { randomUUID } from "node:crypto";
import path from "node:path";
import { createJiti } from "jiti";
import pg from "pg";

import { env } from "../lib/env.ts";
import { createTestDatabase } from "../tests/support/test-database.ts";

const database = await createTestDatabase(env.DATABASE_URL, "bench");
process.env.DATABASE_URL = database.url;

// Count what reaches PostgreSQL: every query of every pooled connection goes through Client#query.
let roundTrips = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: Parameters<typeof query>) {
  roundTrips += 1;
  return query.apply(this, args);
} as typeof query;

// lib/ is written for Next's resolver (extensionless imports, `server-only`); jiti loads it the same way.
const jiti = createJiti(import.meta.url, {
  alias: { "server-only": path.join(import.meta.dirname, "..", "tests", "support", "empty-module.ts") },
});
const { reserveUnit } = await jiti.import<typeof import("../lib/usage/reserve.ts")>("../lib/usage/reserve.ts");
const { getDb } = await jiti.import<typeof import("../lib/db.ts")>("../lib/db.ts");

const users = 50;
const seconds = 5;
const month = "2026-11";
const allowance = { month, limit: 1_000_000, isTrial: false };

async function createUsers(count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  await getDb().user.createMany({ data: ids.map((id) => ({ id, name: "Bench", email: `${id}@bench.invalid` })) });
  return ids;
}

async function run(label: string, userIds: string[]): Promise<void> {
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    userIds.map(async (userId) => {
      while (performance.now() < until) {
        const start = performance.now();
        const result = await reserveUnit(userId, allowance);
        if (!result.ok) throw new Error("a reservation was refused");
        latencies.push(performance.now() - start);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]!.toFixed(1);
  console.log(
    `${label.padEnd(34)} ${(latencies.length / seconds).toFixed(0).padStart(6)} reservations/s   p50 ${at(0.5)} ms   p95 ${at(0.95)} ms`,
  );
}

try {
  const [probe] = await createUsers(1);
  await reserveUnit(probe!, allowance); // warm the pool
  roundTrips = 0;
  await reserveUnit(probe!, allowance);
  console.log(`SQL round trips per reservation: ${roundTrips}`);
  if (roundTrips !== 1) process.exitCode = 1;

  const own = await createUsers(users);
  await run(`${users} users, a row each`, own);
  const [shared] = await createUsers(1);
  await run(
    `${users} concurrent requests, one row`,
    Array.from({ length: users }, () => shared!),
  );
} finally {
  await getDb().$disconnect();
  await database.drop();
}
