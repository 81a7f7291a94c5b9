// A temporary copy of this project served by `next dev` with the editor on (EDITOR_ROOT is the copy), for the
// editor's end-to-end tests: they change the copy's source files, never this checkout's. stop() removes it all.
import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { env } from "../../lib/env.ts";
import { createTestDatabase } from "../../tests/support/test-database.ts";
import { freePort, repoRoot } from "./local-database.ts";
import { testServerEnv, waitForHealth } from "./production-server.ts";

export type EditorDevServer = {
  baseUrl: string;
  root: string;
  stop(): Promise<void>;
  /** Stops `next dev` and starts it again on the same port; resolves once it answers its health check. */
  restart(): Promise<void>;
};

/** The checkout's files as git sees them (tracked and new, not ignored), the generated Prisma client, and node_modules hard-linked. */
function copyProject(root: string): void {
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: repoRoot,
    encoding: "utf8",
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of new Set(listed.stdout.split("\0").filter(Boolean))) {
    const from = path.join(repoRoot, file);
    if (!existsSync(from)) continue;
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    copyFileSync(from, path.join(root, file));
  }
  cpSync(path.join(repoRoot, "lib", "generated"), path.join(root, "lib", "generated"), { recursive: true });
  // Hard links: a real folder inside the copy (Turbopack refuses a symlinked node_modules), made in a second.
  const linked = spawnSync("cp", ["-al", path.join(repoRoot, "node_modules"), path.join(root, "node_modules")]);
  if (linked.status !== 0) throw new Error(`linking node_modules failed: ${linked.stderr}`);
}

/**
 * `next dev` compiles a route on its first request. Asking for every route the editor's tests use before they start
 * keeps those compiles off the tests' clocks: on a busy machine one can take longer than a test waits for a mail.
 * Anonymous requests are enough (a refusal is compiled like an answer); the status does not matter here. The routes
 * a change is saved through are left to the editor, which compiles them itself when it opens (the tests' first
 * editor waits for that).
 */
const routesTheTestsUse: Array<[method: "GET" | "POST", path: string]> = [
  ["GET", "/"],
  ["GET", "/payment-cancelled"],
  ["POST", "/api/auth/sign-in/email"],
  ["GET", "/api/dev/mail?to=nobody%40example.com"],
  ["POST", "/api/email-confirmation"],
  ["GET", "/editor?path=/&canvas=home"],
  ["GET", "/api/canvases/home/elements?ids=warm-up"],
];

async function compileRoutes(baseUrl: string): Promise<void> {
  const started = Date.now();
  for (const [method, route] of routesTheTestsUse) {
    await fetch(`${baseUrl}${route}`, {
      method,
      headers: { origin: baseUrl, "content-type": "application/json" },
      body: method === "POST" ? "{}" : undefined,
      signal: AbortSignal.timeout(300_000),
    })
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
  }
  console.log(
    `editor dev server: ${routesTheTestsUse.length} routes compiled in ${Math.round((Date.now() - started) / 1000)} s`,
  );
}

/** `compile: false` leaves every route to compile on its first request, as right after `npm run dev`. */
export async function startEditorDevServer(
  ownerEmail: string,
  { compile = true }: { compile?: boolean } = {},
): Promise<EditorDevServer> {
  const root = mkdtempSync(path.join(tmpdir(), "hookline-editor-e2e-"));
  copyProject(root);
  const database = await createTestDatabase(env.DATABASE_URL, "editor");
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  // Made once: a restart keeps the auth secret, so the browser's session outlives it as in a developer's restart.
  const serverEnv: NodeJS.ProcessEnv = {
    ...testServerEnv(port, database.url),
    NODE_ENV: "development",
    EDITOR_ENABLED: "true",
    EDITOR_OWNER_EMAILS: ownerEmail,
    EDITOR_ROOT: root,
  };
  const launch = () =>
    spawn(
      process.execPath,
      [path.join(root, "node_modules", "next", "dist", "bin", "next"), "dev", "--port", String(port)],
      {
        cwd: root,
        stdio: ["ignore", "inherit", "inherit"],
        detached: true,
        env: serverEnv,
      },
    );
  let server = launch();
  // `next dev` and its workers, as one process group; the database and the copy stay.
  const stopNext = async () => {
    const running = server;
    if (!running.pid) return;
    if (running.exitCode === null && running.signalCode === null) {
      const exited = new Promise((resolve) => running.once("exit", resolve));
      try {
        process.kill(-running.pid, "SIGTERM");
      } catch {
        // already gone
      }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }
    // A worker that outlived `next dev` would keep the port.
    try {
      process.kill(-running.pid, "SIGKILL");
    } catch {
      // already gone
    }
  };
  const stop = async () => {
    await stopNext();
    await database.drop();
    // Next's dev workers may still be writing .next/dev for a moment after the server exits: retry the removal.
    rmSync(root, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };
  // As a developer's restart: the same copy, database and port, so an open editor reconnects to it.
  const restart = async () => {
    await stopNext();
    server = launch();
    await waitForHealth(baseUrl, () => server.exitCode, 180_000);
  };
  try {
    // The first request compiles the route, which takes a while on a cold copy.
    await waitForHealth(baseUrl, () => server.exitCode, 180_000);
    if (compile) await compileRoutes(baseUrl);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, root, stop, restart };
}
