// npm run bench:js [-- --no-build] [paths…] — prints each page's first-load JavaScript (gzip KB) and its ratio
// to an empty App Router page, built for the purpose by bench/empty-app.ts with the same Next.js.
// Budgets (DEVELOPERS.md): <= 1.25x on /, <= 1.10x on blog articles. Exits 1 when a page is over its budget.
import "../scripts/lib/dotenv-production.ts";

import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

import { repoRoot } from "../scripts/lib/local-database.ts";
import { buildApp, startProductionServer } from "../scripts/lib/production-server.ts";
import { emptyAppFirstLoadBytes, scriptsOf } from "./empty-app.ts";

const args = process.argv.slice(2);
const paths = args.filter((arg) => arg.startsWith("/"));
const urls =
  paths.length > 0
    ? paths
    : ["/", "/blog", "/blog/ai-copywriting-playbook-2025", "/hello-world", "/this-page-does-not-exist"];
function budgetOf(url: string): number | undefined {
  if (url === "/") return 1.25;
  if (/^\/blog\/[^/.]+$/.test(url)) return 1.1; // an article, not the RSS feed
  return undefined;
}

if (!args.includes("--no-build")) buildApp();
console.log("building an empty App Router app for the baseline…");
const baseline = emptyAppFirstLoadBytes();
const server = await startProductionServer("bench");
const sizes = new Map<string, number>();

async function gzipSize(url: string): Promise<number> {
  const cached = sizes.get(url);
  if (cached !== undefined) return cached;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const size = gzipSync(Buffer.from(await response.arrayBuffer())).length;
  sizes.set(url, size);
  return size;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
let failed = false;
try {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, ".next", "build-manifest.json"), "utf8")) as {
    rootMainFiles: string[];
  };
  let rootMainFiles = 0;
  for (const file of manifest.rootMainFiles) rootMainFiles += await gzipSize(`${server.baseUrl}/_next/${file}`);
  console.log(
    `empty App Router page: ${kb(baseline)} KB gzip (of which Next's rootMainFiles: ${kb(rootMainFiles)} KB)`,
  );

  for (const url of urls) {
    const html = await (await fetch(`${server.baseUrl}${url}`)).text();
    let total = 0;
    for (const src of new Set(scriptsOf(html))) total += await gzipSize(new URL(src, server.baseUrl).toString());
    const ratio = total / baseline;
    const budget = budgetOf(url);
    const verdict = budget === undefined ? "" : ratio <= budget ? `  within ${budget}x` : `  OVER ${budget}x`;
    if (budget !== undefined && ratio > budget) failed = true;
    console.log(`${url.padEnd(32)} ${kb(total).padStart(7)} KB gzip  ${ratio.toFixed(2)}x${verdict}`);
  }
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
