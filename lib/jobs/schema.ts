// The job queue's tables live in their own PostgreSQL schema, which graphile-worker installs and upgrades itself
// (its own numbered migrations, recorded in graphile_worker.migrations). The migrate commands call this after
// Prisma's migrations, so a deployed database has the queue before any server starts working it.
import { runMigrations } from "graphile-worker";
import pg from "pg";

export const JOB_QUEUE_SCHEMA = "graphile_worker";

/** The queue schema's revision before and after a migration; `before` is null on a database without it. */
export type JobQueueMigration = { before: number | null; after: number };

export async function migrateJobQueue(databaseUrl: string): Promise<JobQueueMigration> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const before = await revision(client);
    // graphile-worker opens (and closes) a pool of its own, with the error handlers it wants on every connection.
    // The schema is named here, not left to GRAPHILE_WORKER_SCHEMA, so the app and its jobs always agree on it.
    await runMigrations({ connectionString: databaseUrl, schema: JOB_QUEUE_SCHEMA });
    const after = await revision(client);
    if (after === null) throw new Error(`${JOB_QUEUE_SCHEMA}.migrations is empty after migrating`);
    return { before, after };
  } finally {
    await client.end();
  }
}

export function describeJobQueueMigration({ before, after }: JobQueueMigration): string {
  if (before === null) return `job queue schema ${JOB_QUEUE_SCHEMA} installed (revision ${after})`;
  if (before === after) return `job queue schema ${JOB_QUEUE_SCHEMA} up to date (revision ${after})`;
  return `job queue schema ${JOB_QUEUE_SCHEMA} upgraded from revision ${before} to ${after}`;
}

async function revision(client: pg.Client): Promise<number | null> {
  const table = `${JOB_QUEUE_SCHEMA}.migrations`;
  const exists = await client.query<{ found: boolean }>("SELECT to_regclass($1) IS NOT NULL AS found", [table]);
  if (!exists.rows[0]?.found) return null;
  const { rows } = await client.query<{ id: number | null }>(`SELECT max(id) AS id FROM ${table}`);
  return rows[0]?.id ?? null;
}
