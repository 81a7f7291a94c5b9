// Starts app instances in processes of their own (tests/support/route-instance.ts), as a deployment runs several
// servers on one database: each has its own Prisma client, pool and memory, and shares only PostgreSQL.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";

export type RouteInstance = { url: string; stop: () => Promise<void> };

export async function startRouteInstance(env: Record<string, string>): Promise<RouteInstance> {
  const child: ChildProcess = spawn(
    process.execPath,
    ["--no-warnings=ExperimentalWarning", path.join(import.meta.dirname, "route-instance.ts")],
    { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit"] },
  );
  const lines = createInterface({ input: child.stdout! });
  const url = await new Promise<string>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the route instance exited with ${code} before listening`)));
    lines.on("line", (line) => {
      const parsed = /^\{"url":"([^"]+)"\}$/.exec(line.trim());
      if (parsed?.[1]) resolve(parsed[1]);
    });
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
