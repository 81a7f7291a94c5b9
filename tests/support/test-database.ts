// A fresh, migrated database for one test run: on DATABASE_URL's server when it is set, otherwise on a
// dedicated embedded PostgreSQL (.data/postgres-test), so tests never touch the development database.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import pg from "pg";

import { repoRoot, startLocalDatabase } from "../../scripts/lib/local-database.ts";

/** `urls` holds `url` and then each copy's. */
export type TestDatabase = { url: string; urls: string[]; drop(): Promise<void> };

/**
 * `migrate: false` leaves the database empty, for a check that runs the migrations itself. `copies` more databases
 * are made from the migrated one (PostgreSQL's TEMPLATE copies it file by file, without migrating again), one for
 * each test worker beyond the first, so that files running side by side never see each other's rows.
 */
export async function createTestDatabase(
  serverUrl: string | undefined,
  label: string,
  options: { migrate?: boolean; copies?: number } = {},
): Promise<TestDatabase> {
  const name = `hookline_${label}_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const local = serverUrl ? undefined : await startLocalDatabase({ name: `postgres-${label}`, database: "postgres" });
  const adminUrl = serverUrl ?? local!.url;
  const urlOf = (database: string) => {
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    return url.toString();
  };
  await admin(adminUrl, `CREATE DATABASE "${name}"`);
  if (options.migrate !== false) migrate(urlOf(name));
  const names = [name, ...Array.from({ length: options.copies ?? 0 }, (_, index) => `${name}_${index + 2}`)];
  for (const copy of names.slice(1)) await admin(adminUrl, `CREATE DATABASE "${copy}" TEMPLATE "${name}"`);
  return {
    url: urlOf(name),
    urls: names.map(urlOf),
    async drop() {
      for (const database of names) await admin(adminUrl, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
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
