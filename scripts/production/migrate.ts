// The production migration command: `node scripts/production/migrate.ts`, from the runtime folder (the image's
// one-shot `migrate` service) or a checkout. It applies pending migrations to DATABASE_URL, recorded in
// _prisma_migrations exactly as `prisma migrate deploy` records them, then installs or upgrades the job queue's
// schema, and needs no development dependency.
import "../lib/report-env-errors.ts";

import { server } from "../../lib/config/server.ts";
import { env } from "../../lib/env.ts";
import { describeJobQueueMigration, migrateJobQueue } from "../../lib/jobs/schema.ts";
import { deployMigrations } from "../lib/migration-engine.ts";
import { waitForDatabase } from "./wait-for-database.ts";

if (!env.DATABASE_URL) {
  console.error(
    "migrate: DATABASE_URL is not set: the PostgreSQL connection string (postgresql://user:password@host:5432/db).",
  );
  process.exit(1);
}

try {
  await waitForDatabase(env.DATABASE_URL, server.migrateDatabaseWaitMs, (line) => console.log(`migrate: ${line}`));
  const applied = await deployMigrations(env.DATABASE_URL);
  console.log(
    applied.length === 0
      ? "migrate: no pending migrations"
      : `migrate: applied ${applied.length}:\n${applied.map((name) => `  ${name}`).join("\n")}`,
  );
  console.log(`migrate: ${describeJobQueueMigration(await migrateJobQueue(env.DATABASE_URL))}`);
} catch (error) {
  console.error(`migrate: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
// The wasm schema engine leaves a timer behind: end the process once the work is done.
process.exit();
