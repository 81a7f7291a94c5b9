import { buildId } from "@/lib/env";
import { serviceWorkerSource } from "@/lib/pwa/service-worker";

// Rendered once per build, so the worker's cache name changes with every deployment.
export const dynamic = "force-static";

export function GET(): Response {
  return new Response(serviceWorkerSource(buildId), {
    headers: { "Content-Type": "application/javascript; charset=utf-8" },
  });
}
