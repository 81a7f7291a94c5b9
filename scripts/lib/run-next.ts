// Runs `next dev` or the production server on a database: DATABASE_URL when set, otherwise this checkout's
// embedded PostgreSQL with its migrations applied. Ctrl-C (or SIGTERM) stops the server and then the database.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

import { env } from "../../lib/env.ts";
import { localAuthSecret } from "./auth-secret.ts";
import { openDatabase } from "./database-url.ts";
import { repoRoot } from "./local-database.ts";
import { deployMigrations } from "./migration-engine.ts";

export async function runNext(command: "dev" | "start"): Promise<never> {
  const tag = `npm ${command === "dev" ? "run dev" : "start"}`;
  const database = await openDatabase();
  if (database.embedded) {
    const note = command === "start" ? " (fine for trying Hookline out; set DATABASE_URL in production)" : "";
    const dataDir = database.dataDir ?? "";
    const where = dataDir.startsWith(`${repoRoot}${path.sep}`) ? path.relative(repoRoot, dataDir) : dataDir;
    console.warn(`${tag}: DATABASE_URL is not set; using the embedded PostgreSQL in ${where}${note}`);
    const applied = await deployMigrations(database.url);
    if (applied.length > 0) console.log(`${tag}: applied migrations ${applied.join(", ")}`);
  }

  let authSecret = env.BETTER_AUTH_SECRET;
  if (!authSecret) {
    if (command === "start" && !database.embedded) {
      await database.stop();
      console.error(
        `${tag}: BETTER_AUTH_SECRET is not set. Set it to at least 32 random characters (openssl rand -base64 32).`,
      );
      process.exit(1);
    }
    authSecret = localAuthSecret();
  }

  if (command === "start" && !database.embedded && !env.RESEND_API_KEY && !env.MAIL_OUTBOX_API) {
    console.warn(`${tag}: RESEND_API_KEY is not set; emails are only stored in the mail_outbox table, never delivered`);
  }

  // `npm start` runs the production server the image runs (scripts/production/server.ts), on this checkout's build.
  const args =
    command === "dev"
      ? [path.join(repoRoot, "node_modules", "next", "dist", "bin", "next"), "dev", "--port", String(env.PORT)]
      : ["--no-warnings=ExperimentalWarning", path.join(repoRoot, "scripts", "production", "server.ts")];
  if (command === "start" && !existsSync(path.join(repoRoot, ".next", "required-server-files.json"))) {
    await database.stop();
    console.error(`${tag}: there is no production build yet; run npm run build first.`);
    process.exit(1);
  }
  // Its own process group, so that stopping it also stops any child it starts.
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    stdio: "inherit",
    detached: true,
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      BETTER_AUTH_SECRET: authSecret,
      // A trial run on the embedded database is served at the local address unless told otherwise; a server on
      // its own database must be told its public address (the production server refuses to start without it).
      ...(database.embedded ? { APP_URL: env.APP_URL } : {}),
      ...(command === "start" ? { NODE_ENV: "production" } : {}),
      // A local trial run reads its mail at /api/dev/mail; a server on its own database does not expose it.
      ...(database.embedded && !env.MAIL_OUTBOX_API ? { MAIL_OUTBOX_API: "enabled" } : {}),
      // Likewise a local trial run can start plans without Stripe; a server on its own database cannot, unless told.
      ...(database.embedded && !env.LOCAL_BILLING ? { LOCAL_BILLING: "enabled" } : {}),
      NEXT_TELEMETRY_DISABLED: "1",
    },
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGHUP", () => stop("SIGTERM"));

  const code = await new Promise<number>((resolve) =>
    child.on("exit", (exitCode, signal) => resolve(exitCode ?? (signal ? 0 : 1))),
  );
  await database.stop();
  process.exit(code);
}
