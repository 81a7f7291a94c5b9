import "server-only";

import { PrismaPg } from "@prisma/adapter-pg";

import { env } from "./env";
import { PrismaClient } from "./generated/prisma/client";

const cache = globalThis as typeof globalThis & { hooklineDb?: PrismaClient };

/**
 * The one Prisma client, created on first use (a build never connects) and kept across hot reloads in
 * development so each reload does not open another pool.
 */
export function getDb(): PrismaClient {
  if (cache.hooklineDb) return cache.hooklineDb;
  if (!env.DATABASE_URL) {
    throw new Error("DATABASE_URL is not set. Start Hookline with `npm run dev` or `npm start`, which provide one.");
  }
  const client = new PrismaClient({ adapter: new PrismaPg({ connectionString: env.DATABASE_URL }) });
  cache.hooklineDb = client;
  return client;
}
