// Runs npm scripts side by side for `npm test` (scripts/run-stages.ts). Each lane is a list of scripts run one after
// another; the lanes run at the same time. A stage's output is held back and printed whole when it ends, so two
// stages' lines never interleave in the log.
import { spawn } from "node:child_process";

export type StageResult = { name: string; code: number; seconds: number; output: string };

export type StageOptions = {
  /** The command that runs one stage; `npm run <name>` unless a test says otherwise. */
  command?: (name: string) => [string, string[]];
  /** Where finished stages are reported; standard output unless a test says otherwise. */
  write?: (text: string) => void;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
};

/** "lint" "typecheck,ext:lint" → [["lint"], ["typecheck", "ext:lint"]]: a comma keeps stages in one lane, in order. */
export function parseLanes(args: string[]): string[][] {
  const lanes = args.map((arg) =>
    arg
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean),
  );
  if (lanes.length === 0 || lanes.some((lane) => lane.length === 0))
    throw new Error("run-stages: name at least one npm script per lane, e.g. `lint typecheck,ext:lint`");
  return lanes;
}

const npmRun = (name: string): [string, string[]] => ["npm", ["run", name]];

/** Every child still running, so a stop signal reaches them all. */
const running = new Set<ReturnType<typeof spawn>>();

function runStage(name: string, options: StageOptions): Promise<StageResult> {
  const [program, args] = (options.command ?? npmRun)(name);
  const started = performance.now();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const child = spawn(program, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    running.add(child);
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => chunks.push(chunk));
    const finish = (code: number, extra = "") => {
      running.delete(child);
      resolve({
        name,
        code,
        seconds: (performance.now() - started) / 1000,
        output: Buffer.concat(chunks).toString("utf8") + extra,
      });
    };
    child.on("error", (error) => finish(1, `${error.message}\n`));
    child.on("close", (code, signal) => finish(code ?? 1, signal ? `(stopped by ${signal})\n` : ""));
  });
}

function report(result: StageResult, write: (text: string) => void): void {
  const verdict = result.code === 0 ? "passed" : `FAILED (exit code ${result.code})`;
  const output = result.output.endsWith("\n") || result.output === "" ? result.output : `${result.output}\n`;
  write(`\n── ${result.name} ──\n${output}── ${result.name}: ${verdict} in ${result.seconds.toFixed(1)} s ──\n`);
}

/**
 * Runs the lanes at once and resolves with every stage that ran. A stage that fails ends its own lane (the stages
 * after it depend on it the way `&&` would) and lets the other lanes finish, so one run reports every failure.
 */
export async function runLanes(lanes: string[][], options: StageOptions = {}): Promise<StageResult[]> {
  const write = options.write ?? ((text: string) => process.stdout.write(text));
  const results: StageResult[] = [];
  await Promise.all(
    lanes.map(async (lane) => {
      for (const name of lane) {
        const result = await runStage(name, options);
        results.push(result);
        report(result, write);
        if (result.code !== 0) return;
      }
    }),
  );
  return results;
}

/** Passes a stop signal on to every stage still running (each npm stops its own script). */
export function forwardSignals(): void {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      for (const child of running) child.kill(signal);
      process.exitCode = 1;
    });
  }
}
