import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { loadMigrations, migrationTimestamp } from "./migration-engine";

describe("loadMigrations", () => {
  it("passes folders as the Prisma CLI does: relative names, sorted, with their SQL", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "migrations-"));
    for (const name of ["20260102000000_b", "20260101000000_a"]) {
      mkdirSync(path.join(dir, name));
      writeFileSync(path.join(dir, name, "migration.sql"), `-- ${name}`);
    }
    mkdirSync(path.join(dir, "not_a_migration"));
    writeFileSync(path.join(dir, "migration_lock.toml"), 'provider = "postgresql"\n');

    const list = loadMigrations(dir);
    expect(list.baseDir).toBe(dir);
    expect(list.lockfile).toEqual({ path: "migration_lock.toml", content: 'provider = "postgresql"\n' });
    expect(list.migrationDirectories).toEqual([
      {
        path: "20260101000000_a",
        migrationFile: { path: "migration.sql", content: { tag: "ok", value: "-- 20260101000000_a" } },
      },
      {
        path: "20260102000000_b",
        migrationFile: { path: "migration.sql", content: { tag: "ok", value: "-- 20260102000000_b" } },
      },
    ]);
  });

  it("names the connector for an empty folder, so the first migration can be diffed", () => {
    const list = loadMigrations(mkdtempSync(path.join(tmpdir(), "migrations-")));
    expect(list.migrationDirectories).toEqual([]);
    expect(list.lockfile.content).toContain('provider = "postgresql"');
  });
});

describe("migrationTimestamp", () => {
  it("is Prisma's UTC yyyyMMddHHmmss", () => {
    expect(migrationTimestamp(new Date("2026-11-22T17:32:44.918Z"))).toBe("20261122173244");
  });
});
