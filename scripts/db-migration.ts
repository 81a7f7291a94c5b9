// npm run db:migration -- <name> — writes prisma/migrations/<timestamp>_<name>/migration.sql from the
// difference between schema.prisma and the existing migrations.
import "./lib/dotenv-development.ts";
import path from "node:path";
import { openDatabase } from "./lib/database-url.ts";
import { createMigration } from "./lib/migration-engine.ts";

const name = process.argv[2]?.trim() ?? "";
if (!/^[a-z0-9_]+$/.test(name)) {
  console.error("usage: npm run db:migration -- <name>   (lower-case letters, digits and underscores)");
  process.exit(2);
}

const database = await openDatabase();
try {
  const folder = await createMigration(database.url, name);
  console.log(folder ? `db:migration: wrote ${path.relative(process.cwd(), folder)}/migration.sql` : "db:migration: no changes");
} catch (error) {
  console.error(`db:migration: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.stop();
}
// The wasm schema engine leaves a 10-second timer of its own behind; the work is done, so leave now.
process.exit();
