// npm run test:budgets [-- --record] — holds the production build in .next to the budgets of lib/config/budgets.ts:
// each page's first-load JavaScript against an empty App Router page of the same Next.js, and the HTML size of the
// prerendered pages. Over budget, it names the page, its ratio, its chunks and the modules that grew since the
// accepted state recorded in bench/first-load-modules.json (`--record` writes that file from the current build).
import "./lib/dotenv-production.ts";

import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { emptyAppFirstLoadBytes } from "../bench/empty-app.ts";
import { firstLoadJsBudgets, htmlBudgets } from "../lib/config/budgets.ts";
import { env } from "../lib/env.ts";
import { analyzeFirstLoad, grownModules, type ModuleSizes } from "./lib/bundle-analysis.ts";
import { repoRoot } from "./lib/local-database.ts";
import { firstLoadOf, htmlSizeOf, type FirstLoad } from "./lib/page-costs.ts";

const nextDir = path.join(repoRoot, ".next");
const recordFile = path.join(repoRoot, "bench", "first-load-modules.json");
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const analyzerEnv = { ...process.env, APP_URL: env.APP_URL };

if (!existsSync(path.join(nextDir, "BUILD_ID"))) {
  console.error(
    "test:budgets: no production build in .next: run npm run build (npm test's end-to-end stage makes one)",
  );
  process.exit(1);
}

if (process.argv.includes("--record")) {
  const modules = analyzeFirstLoad(
    firstLoadJsBudgets.map((budget) => budget.route),
    analyzerEnv,
  );
  writeFileSync(recordFile, `${JSON.stringify(Object.fromEntries(modules), null, 2)}\n`);
  console.log(`test:budgets: recorded the first-load modules of ${modules.size} routes in ${recordFile}`);
  process.exit(0);
}

const baseline = emptyAppFirstLoadBytes();
console.log(`empty App Router page (the same Next.js): ${kb(baseline)} KB gzip`);

const over: { budget: (typeof firstLoadJsBudgets)[number]; load: FirstLoad }[] = [];
for (const budget of firstLoadJsBudgets) {
  const load = firstLoadOf(nextDir, budget);
  const ratio = load.gzipBytes / baseline;
  const within = ratio <= budget.ratio;
  if (!within) over.push({ budget, load });
  console.log(
    `${budget.page.padEnd(36)} ${kb(load.gzipBytes).padStart(7)} KB gzip  ${ratio.toFixed(3)}x  ${within ? "within" : "OVER"} ${budget.ratio}x`,
  );
}

let htmlOver = 0;
for (const budget of htmlBudgets) {
  const size = htmlSizeOf(nextDir, budget.page);
  const within = size.rawBytes <= budget.rawKb * 1024 && size.gzipBytes <= budget.gzipKb * 1024;
  if (!within) htmlOver += 1;
  console.log(
    `${`${budget.page} (HTML)`.padEnd(36)} ${kb(size.rawBytes).padStart(7)} KB raw, ${kb(size.gzipBytes)} KB gzip  ${within ? "within" : "OVER"} ${budget.rawKb} KB raw, ${budget.gzipKb} KB gzip`,
  );
}

if (over.length > 0) {
  console.log("\nOver budget: the chunks each page loads, largest first");
  for (const { budget, load } of over) {
    console.log(`  ${budget.page} (${(load.gzipBytes / baseline).toFixed(3)}x, budget ${budget.ratio}x):`);
    for (const chunk of [...load.chunks].sort((a, b) => b.gzipBytes - a.gzipBytes))
      console.log(`    ${kb(chunk.gzipBytes).padStart(6)} KB  ${chunk.file}`);
  }
  explainGrowth(over.map(({ budget }) => budget.route));
}

if (over.length > 0 || htmlOver > 0) {
  console.error(`\ntest:budgets: ${over.length + htmlOver} over budget (lib/config/budgets.ts)`);
  process.exit(1);
}
console.log(`test:budgets: ${firstLoadJsBudgets.length + htmlBudgets.length} pages within budget`);

/** Runs Next's analyzer on the routes over budget and lists what grew since the recorded, accepted state. */
function explainGrowth(routes: string[]): void {
  console.log("\nWhat grew (next analyze; per-module gzip sizes, against bench/first-load-modules.json):");
  const recorded = existsSync(recordFile)
    ? (JSON.parse(readFileSync(recordFile, "utf8")) as Record<string, ModuleSizes>)
    : {};
  let analysis: Map<string, ModuleSizes>;
  try {
    analysis = analyzeFirstLoad(routes, analyzerEnv);
  } catch (error) {
    console.log(`  the analyzer did not run: ${error instanceof Error ? error.message : String(error)}`);
    return;
  }
  for (const route of routes) {
    const growth = grownModules(recorded[route] ?? {}, analysis.get(route) ?? {}).slice(0, 15);
    console.log(`  ${route}:`);
    for (const { module, before, after } of growth)
      console.log(`    +${kb(after - before).padStart(5)} KB  ${module} (${kb(before)} → ${kb(after)} KB)`);
  }
}
