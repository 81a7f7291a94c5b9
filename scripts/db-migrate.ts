// npm run db:migrate — applies pending migrations, recorded in _prisma_migrations as `prisma migrate deploy` does,
// then installs or upgrades the job queue's schema.
import "./lib/dotenv-production.ts";

import { describeJobQueueMigration, migrateJobQueue } from "../lib/jobs/schema.ts";
import { runDatabaseCommand } from "./lib/database-url.ts";
import { deployMigrations } from "./lib/migration-engine.ts";

await runDatabaseCommand("db:migrate", async (url) => {
  const applied = await deployMigrations(url);
  const queue = describeJobQueueMigration(await migrateJobQueue(url));
  const prisma =
    applied.length === 0
      ? "no pending migrations"
      : `applied ${applied.length} migration${applied.length > 1 ? "s" : ""}:\n${applied.map((name) => `  ${name}`).join("\n")}`;
  return `${prisma}\ndb:migrate: ${queue}`;
});
