// What the production entry points (the server and the migration command) need beside Next's own standalone
// output: the TypeScript files they import, and the npm packages those import with every dependency of theirs.
import { existsSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";

import { nearestPackage } from "../lib/package-folders.ts";

const importPattern = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g;
const builtins = new Set(builtinModules);

export type Trace = { files: string[]; packages: string[] };

/** Relative paths (from root) of the entry files and every file they import, and the package folders they use. */
export function traceEntries(root: string, entries: string[]): Trace {
  const files = new Set<string>();
  const packageNames = new Set<string>();
  const pending = entries.map((entry) => path.resolve(root, entry));
  while (pending.length > 0) {
    const file = pending.pop()!;
    const relative = path.relative(root, file);
    if (files.has(relative)) continue;
    if (!existsSync(file))
      throw new Error(`${relative} is imported but does not exist (a relative import needs its .ts extension)`);
    files.add(relative);
    for (const specifier of importsOf(readFileSync(file, "utf8"))) {
      if (specifier.startsWith(".")) pending.push(path.resolve(path.dirname(file), specifier));
      else if (!specifier.startsWith("node:") && !builtins.has(specifier)) packageNames.add(packageName(specifier));
    }
  }
  const packages = new Set<string>();
  for (const name of packageNames) addPackage(root, root, name, packages);
  return { files: [...files].sort(), packages: [...packages].sort() };
}

export function importsOf(source: string): string[] {
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "")
    // Type-only imports are erased before Node runs the file: they need nothing at run time.
    .replace(/\b(?:import|export)\s+type\b[^;]*?from\s*["'][^"']+["']/g, "");
  return [...code.matchAll(importPattern)].map((match) => match[1]!);
}

export function packageName(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!;
}

/** Adds the folder of `name` as Node resolves it from `from`, and then, from there, its dependencies. */
function addPackage(root: string, from: string, name: string, found: Set<string>, optional = false): void {
  const folder = nearestPackage(from, name, root);
  if (!folder) {
    if (optional) return;
    throw new Error(`package ${name} (needed by ${path.relative(root, from) || "the entry points"}) is not installed`);
  }
  const relative = path.relative(root, folder);
  if (found.has(relative)) return;
  found.add(relative);
  const manifest = JSON.parse(readFileSync(path.join(folder, "package.json"), "utf8")) as {
    dependencies?: Record<string, string>;
    optionalDependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
    peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  };
  for (const dependency of Object.keys(manifest.dependencies ?? {})) addPackage(root, folder, dependency, found);
  // Optional and peer dependencies come along when they are installed (a platform binary, a driver). A peer its
  // package marks optional is left out: the package runs without it, and it is installed here only as a development
  // tool (cosmiconfig's optional TypeScript, for config files written in TypeScript, would add 23 MB to the image).
  const peers = Object.keys(manifest.peerDependencies ?? {}).filter(
    (name) => manifest.peerDependenciesMeta?.[name]?.optional !== true,
  );
  for (const dependency of [...Object.keys(manifest.optionalDependencies ?? {}), ...peers])
    addPackage(root, folder, dependency, found, true);
}
