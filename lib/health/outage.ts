import "server-only";

import { databaseOutage, healthCheck } from "../config/timing";
import { outageDigest } from "../error-digest";
import { logger } from "../log/logger";
import { databaseState } from "./database";
import { isDatabaseUnreachable } from "./unreachable";

const log = logger.child({ component: "database" });

type Outage = { since: number; refused: number; probe: ReturnType<typeof setInterval> };
const state = globalThis as typeof globalThis & { hooklineOutage?: Outage };

/**
 * Records a request the database outage made the server refuse. The first of an outage is logged with its error;
 * the rest are only counted, and a probe logs once when the database answers again, with how long it was gone
 * and how many requests were turned away.
 */
export function noteDatabaseOutage(error: unknown): void {
  const outage = state.hooklineOutage;
  if (outage) {
    outage.refused += 1;
    return;
  }
  log.error({ err: error }, "the database is unreachable: answering 503 until it is back");
  const probe = setInterval(() => void probeDatabase(), databaseOutage.probeIntervalMs);
  probe.unref();
  state.hooklineOutage = { since: Date.now(), refused: 1, probe };
}

async function probeDatabase(): Promise<void> {
  const outage = state.hooklineOutage;
  if (!outage || !(await databaseState(healthCheck.databaseTimeoutMs)).up) return;
  clearInterval(outage.probe);
  state.hooklineOutage = undefined;
  log.info(
    { downForSeconds: Math.round((Date.now() - outage.since) / 1000), refusedRequests: outage.refused },
    "the database is reachable again",
  );
}

/** Whether an outage is being waited out (for tests and the health of this process). */
export function inDatabaseOutage(): boolean {
  return state.hooklineOutage !== undefined;
}

/** Thrown by page code in place of a database error, so the page says the truth: it is an outage, not a bug. */
export class DatabaseUnavailableError extends Error {
  override name = "DatabaseUnavailableError";
  readonly digest = outageDigest;
}

/** Rethrows an unreachable database's error as DatabaseUnavailableError (noting the outage), any other as it was. */
export function rethrowAsOutage(error: unknown): never {
  if (error instanceof DatabaseUnavailableError) throw error;
  if (isDatabaseUnreachable(error)) {
    noteDatabaseOutage(error);
    throw new DatabaseUnavailableError("The database is unreachable.", { cause: error });
  }
  throw error;
}
