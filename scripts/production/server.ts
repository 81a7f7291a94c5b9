// The production server: Next's request handler behind a plain Node HTTP server, run as
// `node scripts/production/server.ts` from the standalone runtime folder (the Docker image) or from a checkout
// after `npm run build` (`npm start`). Around Next it gives every request an id, refuses to start without the
// variables a deployment needs, and shuts down gracefully on SIGTERM.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import "../lib/report-env-errors.ts";
import { server as timings } from "../../lib/config/server.ts";
import { env, missingForDeployment } from "../../lib/env.ts";
import { logger } from "../../lib/log/logger.ts";
import { requestIdHeader } from "../../lib/log/request-id.ts";
import { endInFlightWork } from "../../lib/server/shutdown.ts";
import { graceful } from "./graceful.ts";

const root = path.resolve(import.meta.dirname, "..", "..");
const log = logger.child({ component: "server" });

const missing = missingForDeployment(env);
if (missing.length > 0) {
  for (const line of missing) log.fatal(line);
  console.error(`The server cannot start: ${missing.map((line) => line.split(" ")[0]).join(", ")} must be set.`);
  process.exit(1);
}

// Next reads the configuration the build recorded, as its own standalone server.js does, instead of
// compiling next.config.ts (whose imports a runtime folder does not have).
const { config } = JSON.parse(readFileSync(path.join(root, ".next", "required-server-files.json"), "utf8")) as { config: object };
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);

type NextApp = {
  prepare(): Promise<void>;
  getRequestHandler(): (request: import("node:http").IncomingMessage, response: import("node:http").ServerResponse) => Promise<void>;
};
const require = createRequire(path.join(root, "package.json"));
const next = require("next") as (options: { dev: boolean; dir: string; hostname: string; port: number }) => NextApp;
const app = next({ dev: false, dir: root, hostname: env.HOST ?? "localhost", port: env.PORT });
await app.prepare();
const handle = app.getRequestHandler();

const server = createServer((request, response) => {
  // The id is the server's own: a client must not be able to choose what its log lines are filed under.
  const id = randomUUID();
  request.headers[requestIdHeader] = id;
  response.setHeader("X-Request-Id", id);
  if (control.draining) response.setHeader("Connection", "close");
  handle(request, response).catch((error: unknown) => {
    log.error({ requestId: id, err: error }, "request handler failed");
    if (!response.headersSent) response.writeHead(500, { "Content-Type": "application/json" });
    response.end(JSON.stringify({ error: { code: "internal_error", message: "Something went wrong." } }));
  });
});

const control = graceful(server, {
  graceMs: timings.shutdownGraceMs,
  settleMs: timings.shutdownSettleMs,
  endWork: endInFlightWork,
  log: (message, fields) => log.info(fields ?? {}, message),
});

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    void control.shutdown(signal).then(() => process.exit(0));
  });
}

server.listen(env.PORT, env.HOST, () => {
  log.info({ port: env.PORT, host: env.HOST ?? "*", appUrl: env.APP_URL }, "Hookline is ready");
});
