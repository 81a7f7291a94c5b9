// Finding and copying installed npm packages, for the scripts that move packages out of node_modules (the
// standalone assembly, the copy of PostgreSQL's binaries).
import { cpSync, existsSync } from "node:fs";
import path from "node:path";

/**
 * The folder of package `name` as Node resolves it from `from`: the nearest node_modules/<name> upwards, looking
 * no higher than `stopAt` (the file system's root when not given). Null when it is not installed there.
 */
export function nearestPackage(from: string, name: string, stopAt?: string): string | null {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "node_modules", name);
    if (existsSync(path.join(candidate, "package.json"))) return candidate;
    if (dir === stopAt || dir === path.dirname(dir)) return null;
  }
}

/**
 * Copies a package's folder without its own node_modules (the packages in there are found and copied on their
 * own), keeping symlinks as they are written, so relative links (libpq.so.5 -> libpq.so.5.18) stay inside the copy.
 */
export function copyPackageFolder(from: string, to: string): void {
  const nested = path.join(from, "node_modules");
  cpSync(from, to, { recursive: true, verbatimSymlinks: true, filter: (source) => source !== nested });
}
