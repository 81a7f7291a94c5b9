import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { JOB_QUEUE_SCHEMA } from "@/lib/jobs/schema";
import {
  deployMigrations,
  liveSchemaDrift,
  loadMigrations,
  migrationsDir,
  migrationStatus,
  schemaDrift,
} from "@/scripts/lib/migration-engine";

import { workerDatabaseUrl } from "../support/worker-database";

const url = workerDatabaseUrl();
const client = new pg.Client({ connectionString: url });
beforeAll(() => client.connect());
afterAll(() => client.end());

const migrationRows = async () =>
  (
    await client.query(
      "SELECT migration_name, checksum, finished_at, rolled_back_at, applied_steps_count FROM _prisma_migrations ORDER BY migration_name",
    )
  ).rows;

describe("the migration runner", () => {
  it("applied every migration, recorded as `prisma migrate deploy` records it", async () => {
    const rows = await migrationRows();
    const folders = loadMigrations().migrationDirectories.map((dir) => dir.path);
    expect(rows.map((row) => row.migration_name)).toEqual(folders);
    for (const row of rows) {
      const sql = readFileSync(path.join(migrationsDir, row.migration_name, "migration.sql"));
      expect(row.checksum).toBe(createHash("sha256").update(sql).digest("hex"));
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.rolled_back_at).toBeNull();
      expect(row.applied_steps_count).toBe(1);
    }
  });

  it("changes nothing on a second run", async () => {
    const before = await migrationRows();
    expect(await deployMigrations(url)).toEqual([]);
    expect(await migrationRows()).toEqual(before);
  });

  it("finds schema.prisma and the migrations in agreement (run `npm run db:migration -- <name>` if not)", async () => {
    expect(await schemaDrift(url)).toBeNull();
  });

  // The datasource names no `schemas`, so Prisma reads only the connection's schema (public): the job queue's tables
  // in their own schema are neither drift nor something a future migration would drop.
  it("sees only the public schema: with the job queue's schema beside it, status and the drift check are clean", async () => {
    const schema = await client.query("SELECT 1 FROM pg_namespace WHERE nspname = $1", [JOB_QUEUE_SCHEMA]);
    expect(schema.rowCount).toBe(1);
    expect(await migrationStatus(url)).toBeNull();
    expect(await liveSchemaDrift(url)).toBeNull();
    // The same check does see a table that no migration made, when it is in public.
    await client.query("CREATE TABLE public.stray_table (id int)");
    try {
      expect(await liveSchemaDrift(url)).toMatch(/stray_table/);
    } finally {
      await client.query("DROP TABLE public.stray_table");
    }
  });

  it("created the product's tables with their documented column names", async () => {
    const columns = await client.query(
      "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name IN ('contact_submissions', 'newsletter_subscribers')",
    );
    const names = columns.rows.map((row) => `${row.table_name}.${row.column_name}`);
    expect(names).toEqual(
      expect.arrayContaining([
        "contact_submissions.email",
        "contact_submissions.topic",
        "contact_submissions.content",
        "newsletter_subscribers.email",
      ]),
    );
  });
});

describe("the first migration's constraints", () => {
  it("limits contact topics to bug, feature, privacy, feedback and other", async () => {
    for (const topic of ["bug", "feature", "privacy", "feedback", "other"]) {
      await client.query("INSERT INTO contact_submissions (email, topic, content) VALUES ($1, $2, $3)", [
        "a@b.co",
        topic,
        "Hello there, team!",
      ]);
    }
    await expect(
      client.query(
        "INSERT INTO contact_submissions (email, topic, content) VALUES ('a@b.co', 'spam', 'Hello there, team!')",
      ),
    ).rejects.toThrow(/invalid input value for enum contact_topic/);
  });

  it("keeps newsletter emails unique and lower-cased", async () => {
    await client.query("INSERT INTO newsletter_subscribers (email) VALUES ('reader@hookline.app')");
    await expect(
      client.query("INSERT INTO newsletter_subscribers (email) VALUES ('reader@hookline.app')"),
    ).rejects.toMatchObject({ code: "23505" });
    await expect(
      client.query("INSERT INTO newsletter_subscribers (email) VALUES ('Reader@Hookline.app')"),
    ).rejects.toMatchObject({ code: "23514" });
  });
});
