// The one logger of the server. Production writes one JSON object a line to stdout (pino's own synchronous
// destination, no worker thread) for the host's log collector; development and tests write readable lines.
import pino, { type DestinationStream, type Logger } from "pino";

import { env, type Env } from "../env.ts";
import { prettyDestination } from "./pretty.ts";
import { requestIdOf } from "./request-id.ts";

export type { Logger };

export type LogSettings = { level: Env["LOG_LEVEL"]; format: "json" | "pretty" };

export function createLogger(settings: LogSettings, destination?: DestinationStream): Logger {
  if (settings.format === "pretty") return pino({ level: settings.level }, destination ?? prettyDestination());
  const options = {
    level: settings.level,
    timestamp: pino.stdTimeFunctions.isoTime,
    // Level names, not pino's numbers: what an operator searches for.
    formatters: { level: (label: string) => ({ level: label }) },
  };
  return destination ? pino(options, destination) : pino(options);
}

export const logger: Logger = createLogger({
  level: env.LOG_LEVEL,
  format: env.NODE_ENV === "production" ? "json" : "pretty",
});

/** The logger for one request: every line carries its request id. */
export function loggerFor(request: Request | Headers): Logger {
  return logger.child({ requestId: requestIdOf(request) });
}
