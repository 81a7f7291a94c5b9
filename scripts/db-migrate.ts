// npm run db:migrate — applies pending migrations, recorded in _prisma_migrations as `prisma migrate deploy` does.
import "./lib/dotenv-production.ts";
import { openDatabase } from "./lib/database-url.ts";
import { deployMigrations } from "./lib/migration-engine.ts";

const database = await openDatabase();
try {
  const applied = await deployMigrations(database.url);
  console.log(
    applied.length === 0
      ? "db:migrate: no pending migrations"
      : `db:migrate: applied ${applied.length} migration${applied.length > 1 ? "s" : ""}:\n${applied.map((name) => `  ${name}`).join("\n")}`,
  );
} catch (error) {
  console.error(`db:migrate: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.stop();
}
// The wasm schema engine leaves a 10-second timer of its own behind; the work is done, so leave now.
process.exit();
