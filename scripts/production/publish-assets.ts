// node scripts/production/publish-assets.ts <folder> — copies the image's build assets (.next/static) and public
// files into <folder> (compose.yaml's `assets` volume), from which Caddy serves them itself: /_next/static/* from
// <folder>/_next/static, public files from <folder>/public. Assets of earlier builds stay for a while, so a page
// still open in a browser, or kept by a cache, finds the scripts it names after an upgrade; public/ is mirrored.
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";

import { assets } from "../../lib/config/server.ts";

function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}

/** Removes the folders under `folder` that nothing is left in, deepest first. */
function removeEmptyFolders(folder: string): void {
  if (!existsSync(folder)) return;
  const folders = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort((a, b) => b.length - a.length);
  for (const dir of folders) if (readdirSync(dir).length === 0) rmSync(dir, { recursive: true });
}

export type Published = { buildAssets: number; publicFiles: number; pruned: number };

/** `root` holds .next/static and public (the image's /app); `now` decides which earlier assets are old enough to go. */
export function publishAssets(root: string, target: string, now = Date.now()): Published {
  const staticSource = path.join(root, ".next", "static");
  const staticTarget = path.join(target, "_next", "static");
  if (!existsSync(staticSource)) throw new Error(`${staticSource} is missing: is this the image's /app folder?`);
  const current = new Set(filesUnder(staticSource));
  mkdirSync(staticTarget, { recursive: true });
  // Copies get the time of copying, so an asset's age is the time since a build last published it.
  cpSync(staticSource, staticTarget, { recursive: true, force: true });
  const oldest = now - assets.previousBuildsKeptDays * 24 * 60 * 60 * 1000;
  let pruned = 0;
  for (const file of filesUnder(staticTarget)) {
    const full = path.join(staticTarget, file);
    if (!current.has(file) && statSync(full).mtimeMs < oldest) {
      rmSync(full);
      pruned += 1;
    }
  }
  removeEmptyFolders(staticTarget);

  const publicSource = path.join(root, "public");
  const publicTarget = path.join(target, "public");
  const publicFiles = new Set(filesUnder(publicSource));
  mkdirSync(publicTarget, { recursive: true });
  if (existsSync(publicSource)) cpSync(publicSource, publicTarget, { recursive: true, force: true });
  for (const file of filesUnder(publicTarget)) {
    if (!publicFiles.has(file)) {
      rmSync(path.join(publicTarget, file));
      pruned += 1;
    }
  }
  removeEmptyFolders(publicTarget);
  return { buildAssets: current.size, publicFiles: publicFiles.size, pruned };
}

if (import.meta.main) {
  const target = process.argv[2];
  if (!target) {
    console.error("usage: node scripts/production/publish-assets.ts <folder>");
    process.exit(1);
  }
  const root = path.resolve(import.meta.dirname, "..", "..");
  const published = publishAssets(root, path.resolve(target));
  console.log(
    `publish-assets: ${published.buildAssets} build assets and ${published.publicFiles} public files in ${target}; ${published.pruned} earlier files removed`,
  );
}
