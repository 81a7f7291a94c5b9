// npm run db:migration -- <name> — writes prisma/migrations/<timestamp>_<name>/migration.sql from the
// difference between schema.prisma and the existing migrations.
import "./lib/dotenv-development.ts";

import path from "node:path";

import { runDatabaseCommand } from "./lib/database-url.ts";
import { createMigration } from "./lib/migration-engine.ts";

const name = process.argv[2]?.trim() ?? "";
if (!/^[a-z0-9_]+$/.test(name)) {
  console.error("usage: npm run db:migration -- <name>   (lower-case letters, digits and underscores)");
  process.exit(2);
}

await runDatabaseCommand("db:migration", async (url) => {
  const folder = await createMigration(url, name);
  return folder ? `wrote ${path.relative(process.cwd(), folder)}/migration.sql` : "no changes";
});
