import { getDb } from "@/lib/db";
import { errorResponse, handle } from "@/lib/errors";

export const dynamic = "force-dynamic";

/** For load balancers and uptime checks: 200 when the app can reach its database, 503 when it cannot. */
export const GET = handle(async () => {
  try {
    await getDb().$queryRaw`SELECT 1`;
  } catch (error) {
    console.error("health: database unreachable", error);
    return errorResponse("unavailable", "The database is unreachable.");
  }
  return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
});
