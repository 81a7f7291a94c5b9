import "server-only";

import type { Prisma } from "../generated/prisma/client";

/**
 * Holds a PostgreSQL advisory lock named `key` until the transaction ends: every app instance waits on the same
 * lock, so work on one checkout or one subscription runs one at a time.
 */
export async function lockForTransaction(tx: Prisma.TransactionClient, key: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${key}))`;
}
