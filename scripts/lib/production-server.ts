// Builds Hookline (unless told not to) and serves it with `npm start` on a free port and a fresh migrated
// database: what the end-to-end tests and the benchmarks run against. stop() ends everything it started.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";

import { env } from "../../lib/env.ts";
import { createTestDatabase } from "../../tests/support/test-database.ts";
import { freePort, repoRoot } from "./local-database.ts";

export type ProductionServer = { baseUrl: string; databaseUrl: string; stop(): Promise<void> };

export const childEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

/** What a server started for tests runs with: its own port and database, mail in the outbox, local billing. */
export function testServerEnv(port: number, databaseUrl: string): NodeJS.ProcessEnv {
  return {
    ...childEnv,
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    APP_URL: `http://localhost:${port}`,
    // Mail stays in the local outbox, where the tests read it.
    RESEND_API_KEY: "",
    MAIL_OUTBOX_API: "enabled",
    // Plans start through local billing mode's test-mode page.
    LOCAL_BILLING: "enabled",
    BETTER_AUTH_SECRET: env.BETTER_AUTH_SECRET ?? randomBytes(32).toString("base64url"),
  };
}

/**
 * `npm run build` (next build, then the standalone assembly) with `variables` as its whole environment; a build
 * still running after 15 minutes is stopped and counts as failed. These builds leave out Next's type check
 * (next.config.ts): they make something to test, and `npm test` type-checks in its own stage before any of them.
 */
export function runBuild(variables: NodeJS.ProcessEnv, stdio: "pipe" | "inherit" = "inherit") {
  return spawnSync("npm", ["run", "build"], {
    cwd: repoRoot,
    env: { ...variables, HOOKLINE_BUILD_TYPECHECK: "skip" },
    encoding: "utf8",
    stdio,
    timeout: 900_000,
  });
}

/**
 * The build the tests and benchmarks run against: a production build needs APP_URL, and these builds run on this
 * machine, so they keep the local default when none is set.
 */
export function buildApp(): void {
  const build = runBuild({ ...childEnv, APP_URL: env.APP_URL });
  if (build.status !== 0) throw new Error(`npm run build failed with code ${build.status}`);
}

/** `extraEnv` adds or overrides the server's variables (the end-to-end run points the AI SDKs at its fakes). */
export async function startProductionServer(
  label: string,
  extraEnv: Record<string, string> = {},
): Promise<ProductionServer> {
  const database = await createTestDatabase(env.DATABASE_URL, label);
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const server = spawn(
    process.execPath,
    ["--no-warnings=ExperimentalWarning", path.join(repoRoot, "scripts", "start.ts")],
    {
      cwd: repoRoot,
      stdio: ["ignore", "inherit", "inherit"],
      detached: true,
      env: {
        ...testServerEnv(port, database.url),
        ...extraEnv,
      },
    },
  );

  const stop = async () => {
    if (server.exitCode === null && server.pid) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      process.kill(server.pid, "SIGTERM"); // scripts/start.ts stops Next's process group, then exits
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      try {
        process.kill(-server.pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
    await database.drop();
  };

  try {
    await waitForHealth(baseUrl, () => server.exitCode);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, databaseUrl: database.url, stop };
}

export async function waitForHealth(baseUrl: string, exitCode: () => number | null, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode() !== null) throw new Error(`the server exited with code ${exitCode()}`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${baseUrl}/api/health did not answer 200 within ${timeoutMs / 1000} s`);
}
