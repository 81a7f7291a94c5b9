// The production server: Next's request handler behind a plain Node HTTP server, run as
// `node scripts/production/server.ts` from the standalone runtime folder (the Docker image) or from a checkout
// after `npm run build` (`npm start`). Around Next it decides each request's client address (which no client
// chooses) and id, sets the Content-Security-Policy, answers paths that do not decode, refuses to start without the
// variables a deployment needs, answers prerendered pages from memory (./prerendered.ts), and shuts down gracefully on
// SIGTERM.
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createRequire } from "node:module";
import path from "node:path";

import "../lib/report-env-errors.ts";

import { server as timings } from "../../lib/config/server.ts";
import { env, missingForDeployment } from "../../lib/env.ts";
import { logger } from "../../lib/log/logger.ts";
import { beginDrain, endInFlightWork, workSettled } from "../../lib/server/shutdown.ts";
import { applyContentSecurityPolicy, prerenderedPagePolicy } from "./content-security-policy.ts";
import { graceful } from "./graceful.ts";
import { answerMalformedPath, identifyRequest } from "./incoming.ts";
import { loadPrerenderedPages, prerenderedCacheControl, revalidateWhatNextPrerendered } from "./prerendered.ts";
import { startupProblems, type BuildConfig } from "./startup.ts";

const root = path.resolve(import.meta.dirname, "..", "..");
const log = logger.child({ component: "server" });

const build = JSON.parse(readFileSync(path.join(root, ".next", "required-server-files.json"), "utf8")) as {
  config: BuildConfig;
};
const problems = [...missingForDeployment(env), ...startupProblems(build.config, env)];
if (problems.length > 0) {
  for (const line of problems) log.fatal(line);
  console.error(`The server cannot start: ${problems.map((line) => line.split(" ")[0]).join(", ")}.`);
  process.exit(1);
}

// Behind a proxy that compresses (Caddy in compose.yaml), Next's per-request compression would only repeat its work.
const compress = env.HTTP_COMPRESSION !== "disabled";

// Next's own handshake for a standalone build (its generated server.js does the same): with this set, it takes
// the configuration the build recorded instead of compiling next.config.ts, whose imports a runtime folder lacks.
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify({ ...build.config, compress });

type NextApp = {
  prepare(): Promise<void>;
  getRequestHandler(): (request: IncomingMessage, response: ServerResponse) => Promise<void>;
};
const require = createRequire(path.join(root, "package.json"));
const next = require("next") as (options: { dev: boolean; dir: string; hostname: string; port: number }) => NextApp;
const app = next({ dev: false, dir: root, hostname: env.HOST ?? "localhost", port: env.PORT });
await app.prepare();
const handle = app.getRequestHandler();

const prerendered = loadPrerenderedPages(path.join(root, ".next"), {
  compress,
  cacheControl: prerenderedCacheControl,
  policyFor: prerenderedPagePolicy,
});
// Until a page is in memory with its compressed variants, Next answers it as before.
prerendered.ready.then(
  (pages) => log.info({ pages, compress }, "prerendered pages answered from memory"),
  (error: unknown) => log.error({ err: error }, "prerendered pages could not be loaded; Next answers them"),
);

const server = createServer((request, response) => {
  const id = identifyRequest(request, env.TRUSTED_PROXY_HOPS);
  response.setHeader("X-Request-Id", id);
  if (control.draining) response.setHeader("Connection", "close");
  if (prerendered.serve(request, response)) return;
  revalidateWhatNextPrerendered(response, prerenderedCacheControl);
  applyContentSecurityPolicy(request, response);
  if (answerMalformedPath(request, response)) return;
  handle(request, response).catch((error: unknown) => {
    log.error({ requestId: id, err: error }, "request handler failed");
    if (!response.headersSent) response.writeHead(500, { "Content-Type": "application/json" });
    response.end(JSON.stringify({ error: { code: "internal_error", message: "Something went wrong." } }));
  });
});
server.keepAliveTimeout = timings.keepAliveTimeoutMs;
server.headersTimeout = timings.keepAliveTimeoutMs + 1_000;

const control = graceful(server, {
  graceMs: env.SHUTDOWN_GRACE_SECONDS === undefined ? timings.shutdownGraceMs : env.SHUTDOWN_GRACE_SECONDS * 1_000,
  settleMs: timings.shutdownSettleMs,
  endWork: endInFlightWork,
  log: (message, fields) => log.info(fields ?? {}, message),
});

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    beginDrain();
    void control
      .shutdown(signal)
      // Units of requests the shutdown cut off are given back by database writes that may still be under way.
      .then(() => workSettled(timings.shutdownSettleMs))
      .then((settled) => {
        if (!settled) log.warn("exiting with billed work still unsettled");
        process.exit(0);
      });
  });
}

server.listen(env.PORT, env.HOST, () => {
  log.info({ port: env.PORT, host: env.HOST ?? "*", appUrl: env.APP_URL }, "Hookline is ready");
});
