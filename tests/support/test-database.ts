// A fresh, migrated database for one test run: on DATABASE_URL's server when it is set, otherwise on a
// dedicated embedded PostgreSQL (.data/postgres-test), so tests never touch the development database.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import pg from "pg";

import { repoRoot, startLocalDatabase } from "../../scripts/lib/local-database.ts";

export type TestDatabase = { url: string; drop(): Promise<void> };

/** `migrate: false` leaves the database empty, for a check that runs the migrations itself. */
export async function createTestDatabase(
  serverUrl: string | undefined,
  label: string,
  options: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  const name = `hookline_${label}_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const local = serverUrl ? undefined : await startLocalDatabase({ name: `postgres-${label}`, database: "postgres" });
  const adminUrl = serverUrl ?? local!.url;
  await admin(adminUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  if (options.migrate !== false) migrate(url.toString());
  return {
    url: url.toString(),
    async drop() {
      await admin(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await local?.stop();
    },
  };
}

async function admin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Migrates with the operators' own command, `npm run db:migrate`, in a child process (which also keeps the
 * wasm engine's leftover timer out of the test runner's process).
 */
function migrate(databaseUrl: string): void {
  execFileSync(
    process.execPath,
    ["--no-warnings=ExperimentalWarning", path.join(repoRoot, "scripts", "db-migrate.ts")],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
}
