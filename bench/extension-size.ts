// npm run bench:extension [-- --no-build] — builds the browser extension (npm run ext:build) and prints each file
// of extension/.output/chrome-mv3 with its size and gzip size. Budget: every content script under 60 KB
// (raw, as the browser parses it). Exits 1 when one is over.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

import { repoRoot } from "../scripts/lib/local-database.ts";

const budgetBytes = 60 * 1024;
const outDir = path.join(repoRoot, "extension", ".output", "chrome-mv3");

if (!process.argv.includes("--no-build")) {
  execFileSync(path.join(repoRoot, "node_modules", ".bin", "wxt"), ["build", "extension"], {
    cwd: repoRoot,
    stdio: "ignore",
  });
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
let over = false;
for (const file of filesUnder(outDir)
  .filter((name) => /\.(js|css|html|json)$/.test(name))
  .sort()) {
  const bytes = readFileSync(file);
  const relative = path.relative(outDir, file);
  const isContentScript = relative.startsWith(`content-scripts${path.sep}`);
  const verdict = isContentScript ? (bytes.length <= budgetBytes ? "  within 60 KB" : "  OVER 60 KB") : "";
  if (isContentScript && bytes.length > budgetBytes) over = true;
  console.log(
    `${relative.padEnd(48)} ${kb(bytes.length).padStart(9)} ${kb(gzipSync(bytes).length).padStart(9)} gz${verdict}`,
  );
}
process.exit(over ? 1 : 0);
