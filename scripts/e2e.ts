// npm run test:e2e [-- --no-build] [playwright args] — builds Hookline, starts the production server on a free
// port with a fresh migrated database, runs Playwright in Debian's Chromium, then stops everything it started.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { env } from "../lib/env.ts";
import { createTestDatabase } from "../tests/support/test-database.ts";
import { freePort, repoRoot } from "./lib/local-database.ts";

const CHROMIUM = "/usr/bin/chromium";
if (!existsSync(CHROMIUM)) {
  console.error(`test:e2e: Chromium is missing at ${CHROMIUM}. The end-to-end tests run in Debian's Chromium
(Playwright's own browser download needs the internet). Install it with:
    sudo apt-get update && sudo apt-get install -y chromium
bash .ci/run does this for you.`);
  process.exit(1);
}

const args = process.argv.slice(2);
const skipBuild = args.includes("--no-build");
const playwrightArgs = args.filter((arg) => arg !== "--no-build");
const childEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

if (!skipBuild) {
  const build = spawnSync(process.execPath, [path.join(repoRoot, "node_modules", "next", "dist", "bin", "next"), "build"], {
    cwd: repoRoot,
    stdio: "inherit",
    env: childEnv,
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const database = await createTestDatabase(env.DATABASE_URL, "e2e");
const port = await freePort();
const baseUrl = `http://localhost:${port}`;
const server = spawn(process.execPath, ["--no-warnings=ExperimentalWarning", path.join(repoRoot, "scripts", "start.ts")], {
  cwd: repoRoot,
  stdio: ["ignore", "inherit", "inherit"],
  detached: true,
  env: { ...childEnv, PORT: String(port), DATABASE_URL: database.url, APP_URL: baseUrl },
});

let status = 1;
try {
  await waitForHealth(baseUrl);
  const playwright = spawnSync(path.join(repoRoot, "node_modules", ".bin", "playwright"), ["test", ...playwrightArgs], {
    cwd: repoRoot,
    stdio: "inherit",
    env: { ...childEnv, E2E_BASE_URL: baseUrl },
  });
  status = playwright.status ?? 1;
} finally {
  await stopServer();
  await database.drop();
}
process.exit(status);

async function waitForHealth(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`test:e2e: the server exited with code ${server.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then((response) => response.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`test:e2e: ${url}/api/health did not answer 200 within 60 s`);
}

async function stopServer(): Promise<void> {
  if (server.exitCode !== null || !server.pid) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  process.kill(server.pid, "SIGTERM"); // scripts/start.ts stops Next's process group, then exits
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  try {
    process.kill(-server.pid, "SIGKILL");
  } catch {
    // already gone
  }
}
