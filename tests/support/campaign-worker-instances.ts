// Starts servers that work the campaign job queue in processes of their own (campaign-worker-instance.ts).
import { spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";

export type WorkerInstance = { serverId: string; kill: () => Promise<void>; stop: () => Promise<void> };

export async function startCampaignWorkerInstance(env: Record<string, string>): Promise<WorkerInstance> {
  const child = spawn(
    process.execPath,
    ["--no-warnings=ExperimentalWarning", path.join(import.meta.dirname, "campaign-worker-instance.ts")],
    { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit"] },
  );
  const lines = createInterface({ input: child.stdout });
  const serverId = await new Promise<string>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the worker instance exited with ${code} before working`)));
    lines.on("line", (line) => {
      const parsed = /^\{"serverId":"([^"]+)"\}$/.exec(line.trim());
      if (parsed?.[1]) resolve(parsed[1]);
    });
  });
  const ended = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill(signal);
    });
  return { serverId, kill: () => ended("SIGKILL"), stop: () => ended("SIGTERM") };
}
