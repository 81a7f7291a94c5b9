import { healthCheck } from "@/lib/config/timing";
import { buildId } from "@/lib/env";
import { handle } from "@/lib/errors";
import { databaseState } from "@/lib/health/database";
import { loggerFor } from "@/lib/log/logger";

export const dynamic = "force-dynamic";

/** For load balancers and uptime checks: 200 when the app can reach its database, 503 when it cannot. */
export const GET = handle(async (request) => {
  const database = await databaseState(healthCheck.databaseTimeoutMs);
  if (!database.up) {
    loggerFor(request).error({ err: database.reason }, "health: the database is unreachable");
    return Response.json(
      { error: { code: "unavailable", message: "The database is unreachable." }, database: "down" },
      { status: 503, headers: { "Retry-After": String(healthCheck.retryAfterSeconds) } },
    );
  }
  return Response.json({ status: "ok", database: "up", uptimeSeconds: Math.floor(process.uptime()), version: buildId });
});
