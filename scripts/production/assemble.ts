// After `next build`: completes Next's standalone output (.next/standalone) with the production server, the
// migration command, the assets publisher (scripts/production/*.ts), the files they import and the packages those need, so that the
// folder runs with no other node_modules. The Dockerfile's runtime stage copies this folder.
import { cpSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";

import { copyPackageFolder } from "../lib/package-folders.ts";
import { traceEntries } from "./trace.ts";

export const productionEntries = [
  "scripts/production/server.ts",
  "scripts/production/migrate.ts",
  "scripts/production/publish-assets.ts",
];

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
    copyPackageFolder(path.join(root, folder), target);
  }
  return { files: files.length, packages: packages.length };
}

if (import.meta.main) {
  const root = path.resolve(import.meta.dirname, "..", "..");
  const { files, packages } = assembleStandalone(root);
  console.log(
    `assemble: .next/standalone completed with ${files} files and ${packages} packages for the production server and migrations`,
  );
}
