// npm run bench:js [-- --no-build] [paths…] — prints each page's first-load JavaScript (gzip KB) and its ratio
// to an empty App Router page, i.e. the runtime chunks every App Router page loads (rootMainFiles).
// Budgets (DEVELOPERS.md): <= 1.25x on /, <= 1.10x on blog articles.
import "../scripts/lib/dotenv-production.ts";
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { repoRoot } from "../scripts/lib/local-database.ts";
import { buildApp, startProductionServer } from "../scripts/lib/production-server.ts";

const args = process.argv.slice(2);
const paths = args.filter((arg) => arg.startsWith("/"));
const urls = paths.length > 0 ? paths : ["/", "/hello-world", "/this-page-does-not-exist"];
const budgets: Record<string, number> = { "/": 1.25 };

if (!args.includes("--no-build")) buildApp();
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

/** The scripts a modern browser runs on first load: every <script src> but the nomodule polyfills. */
function scriptsOf(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1] ?? "")
    .filter((attributes) => !/\bnomodule\b/i.test(attributes))
    .map((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1])
    .filter((src): src is string => Boolean(src));
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
let failed = false;
try {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, ".next", "build-manifest.json"), "utf8")) as { rootMainFiles: string[] };
  const baselineFiles = manifest.rootMainFiles.map((file) => `${server.baseUrl}/_next/${file}`);
  let baseline = 0;
  for (const file of baselineFiles) baseline += await gzipSize(file);
  console.log(`empty App Router page (rootMainFiles): ${kb(baseline)} KB gzip`);

  for (const url of urls) {
    const html = await (await fetch(`${server.baseUrl}${url}`)).text();
    let total = 0;
    for (const src of new Set(scriptsOf(html))) total += await gzipSize(new URL(src, server.baseUrl).toString());
    const ratio = total / baseline;
    const budget = budgets[url];
    const verdict = budget === undefined ? "" : ratio <= budget ? `  within ${budget}x` : `  OVER ${budget}x`;
    if (budget !== undefined && ratio > budget) failed = true;
    console.log(`${url.padEnd(32)} ${kb(total).padStart(7)} KB gzip  ${ratio.toFixed(2)}x${verdict}`);
  }
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
