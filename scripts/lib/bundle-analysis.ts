// Which modules a route's first-load JavaScript is made of, from Next's bundle analyzer (`next analyze`, Turbopack):
// it compiles the app once more without producing a build and writes its graph under .next/diagnostics/analyze,
// which `next analyze export` prints as JSON lines. Slow (a minute or more), so it runs only to explain a failure
// or to record the modules of an accepted state.
import { spawnSync } from "node:child_process";
import path from "node:path";

import { repoRoot } from "./local-database.ts";

/** Bytes (gzip, per module) by module: a package under node_modules by its name, the app's own files by path. */
export type ModuleSizes = Record<string, number>;

type Record_ =
  | { type: "group"; kind: string; outputs: string[] }
  | { type: "part"; filename: string; source_path: string; compressed_size: number }
  | { type: string };

const nextBin = path.join(repoRoot, "node_modules", "next", "dist", "bin", "next");

function runNext(args: string[], env: NodeJS.ProcessEnv): string {
  const run = spawnSync(process.execPath, [nextBin, ...args], {
    cwd: repoRoot,
    env: { ...env, NEXT_TELEMETRY_DISABLED: "1" },
    encoding: "utf8",
    maxBuffer: 1024 * 1024 * 1024,
    timeout: 900_000,
  });
  if (run.status !== 0) throw new Error(`next ${args.join(" ")} failed (${run.status}):\n${run.stderr.slice(-4000)}`);
  return run.stdout;
}

/** A module's name in a report: `zod`, `@radix-ui/react-slot`, `next`, `components/ui/button.tsx`. */
export function moduleName(sourcePath: string): string {
  const inProject = sourcePath.replace(/^\[project\]\//, "");
  const packageMatch = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(inProject);
  return packageMatch?.[1] ?? inProject;
}

/** The first-load modules of one route, from `next analyze export`'s JSON lines. */
export function firstLoadModules(jsonLines: string): ModuleSizes {
  const records = jsonLines
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record_);
  const firstLoad = new Set<string>();
  for (const record of records) {
    if (record.type !== "group" || !("kind" in record)) continue;
    // Loaded with the page: the runtime (bootstrap) and the client components the page renders (render_dependent).
    if (record.kind !== "bootstrap" && record.kind !== "render_dependent") continue;
    for (const output of record.outputs)
      if (output.includes("/static/") && output.endsWith(".js")) firstLoad.add(output);
  }
  const sizes: ModuleSizes = {};
  for (const record of records) {
    if (record.type !== "part" || !("filename" in record) || !firstLoad.has(record.filename)) continue;
    const name = moduleName(record.source_path);
    sizes[name] = (sizes[name] ?? 0) + record.compressed_size;
  }
  return sizes;
}

/** Runs the analyzer once and reads each route's first-load modules. */
export function analyzeFirstLoad(routes: string[], env: NodeJS.ProcessEnv): Map<string, ModuleSizes> {
  runNext(["analyze", "--output", "--experimental-app-only"], env);
  return new Map(
    routes.map((route) => [route, firstLoadModules(runNext(["analyze", "export", "--route", route], env))]),
  );
}

export type Growth = { module: string; before: number; after: number };

/** The modules that are new or larger than in `before`, the largest growth first. */
export function grownModules(before: ModuleSizes, after: ModuleSizes): Growth[] {
  return Object.entries(after)
    .map(([module, bytes]) => ({ module, before: before[module] ?? 0, after: bytes }))
    .filter((growth) => growth.after > growth.before)
    .sort((a, b) => b.after - b.before - (a.after - a.before));
}
