// After `next build`: completes Next's standalone output (.next/standalone) with the production server and the
// migration command (scripts/production/*.ts), the files they import and the packages those need, so that the
// folder runs with no other node_modules. The Dockerfile's runtime stage copies this folder.
import { cpSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { traceEntries } from "./trace.ts";

export const productionEntries = ["scripts/production/server.ts", "scripts/production/migrate.ts"];

export function assembleStandalone(root: string): { files: number; packages: number } {
  const standalone = path.join(root, ".next", "standalone");
  const { files, packages } = traceEntries(root, productionEntries);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(standalone, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(standalone, file));
  }
  for (const folder of packages) {
    const target = path.join(standalone, folder);
    // Next copies only the files its trace found; these packages are wanted whole (the migration engine's wasm).
    rmSync(target, { recursive: true, force: true });
    cpSync(path.join(root, folder), target, { recursive: true, verbatimSymlinks: true, filter: (source) => !isNestedModules(path.join(root, folder), source) });
  }
  return { files: files.length, packages: packages.length };
}

/** A package's own node_modules holds other packages, which the trace lists (and copies) on their own. */
function isNestedModules(packageFolder: string, source: string): boolean {
  const inside = path.relative(packageFolder, source);
  return inside === "node_modules" || inside.startsWith(`node_modules${path.sep}`);
}

if (import.meta.main) {
  const root = path.resolve(import.meta.dirname, "..", "..");
  const { files, packages } = assembleStandalone(root);
  console.log(`assemble: .next/standalone completed with ${files} files and ${packages} packages for the production server and migrations`);
}
