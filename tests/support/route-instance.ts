// One more app instance, in a process of its own (its own Prisma client and pool, its own memory), serving the
// generation and usage routes on a free port of 127.0.0.1: run by startRouteInstance with the environment it is
// given, it prints {"url": …} once it listens and stops on SIGTERM.
import path from "node:path";
import { createJiti } from "jiti";

const root = path.join(import.meta.dirname, "..", "..");
// The routes are written for Next's resolver (`@/` paths, extensionless imports, `server-only`); jiti loads them so.
const jiti = createJiti(import.meta.url, {
  jsx: { runtime: "automatic" },
  alias: { "@": root, "server-only": path.join(root, "tests", "support", "empty-module.ts") },
});

type Handler = (request: Request, context: undefined) => Promise<Response>;

const { subscribeOnboarding } = await jiti.import<typeof import("../../lib/onboarding/subscribers.ts")>(
  "../../lib/onboarding/subscribers.ts",
);
subscribeOnboarding();
const generate = await jiti.import<{ POST: Handler }>("../../app/api/generate/route.ts");
const usage = await jiti.import<{ GET: Handler }>("../../app/api/usage/route.ts");
const { serveRoute } = await jiti.import<typeof import("./node-route-server.ts")>("./node-route-server.ts");

const routes: Record<string, Handler> = { "/api/generate": generate.POST, "/api/usage": usage.GET };
const listening = await serveRoute(
  (request) => {
    const route = routes[new URL(request.url).pathname];
    return route ? route(request, undefined) : Promise.resolve(new Response(null, { status: 404 }));
  },
  0,
  process.env.APP_URL ?? "http://localhost:3000",
);
process.stdout.write(`${JSON.stringify({ url: listening.url })}\n`);

process.once("SIGTERM", () => {
  void listening.close().finally(() => process.exit(0));
});
