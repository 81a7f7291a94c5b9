import "server-only";

import { getDb } from "../db";

export type DatabaseState = { up: true } | { up: false; reason: unknown };

/**
 * Asks the database for `SELECT 1`. A query that has not answered within the time limit counts as down: a load
 * balancer waiting on a hung connection learns nothing, and the health check must answer in time itself.
 */
export async function databaseState(timeoutMs: number): Promise<DatabaseState> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<DatabaseState>((resolve) => {
    timer = setTimeout(
      () => resolve({ up: false, reason: new Error(`SELECT 1 did not answer within ${timeoutMs} ms`) }),
      timeoutMs,
    );
  });
  try {
    const query = getDb().$queryRaw`SELECT 1`.then(
      (): DatabaseState => ({ up: true }),
      (reason: unknown): DatabaseState => ({ up: false, reason }),
    );
    return await Promise.race([query, timedOut]);
  } catch (reason) {
    // getDb() itself throws when no database is configured.
    return { up: false, reason };
  } finally {
    clearTimeout(timer);
  }
}
