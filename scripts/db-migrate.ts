// npm run db:migrate — applies pending migrations, recorded in _prisma_migrations as `prisma migrate deploy` does.
import "./lib/dotenv-production.ts";

import { runDatabaseCommand } from "./lib/database-url.ts";
import { deployMigrations } from "./lib/migration-engine.ts";

await runDatabaseCommand("db:migrate", async (url) => {
  const applied = await deployMigrations(url);
  if (applied.length === 0) return "no pending migrations";
  return `applied ${applied.length} migration${applied.length > 1 ? "s" : ""}:\n${applied.map((name) => `  ${name}`).join("\n")}`;
});
