// npm run bench:lighthouse [-- --no-build] [--runs N] [--save] [paths…] — Lighthouse (mobile, its default) on the
// production build in Debian's Chromium. Each URL is warmed up once, then measured N times (default 3); the run
// with the median performance score is reported, as Lighthouse's docs advise against single runs.
// Budget: 99/100/100/100. Lighthouse refuses pages answered with an error status, so the 404 page is not listed.
import "../scripts/lib/dotenv-production.ts";

import { mkdirSync, writeFileSync } from "node:fs";
import path_ from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

import { buildApp, startProductionServer } from "../scripts/lib/production-server.ts";

const args = process.argv.slice(2);
const save = args.includes("--save");
const resultsDir = path_.join(import.meta.dirname, "results");
const runsFlag = args.indexOf("--runs");
const runs = runsFlag >= 0 ? Math.max(Number(args[runsFlag + 1]) || 1, 1) : 3;
const paths = args.filter((arg) => arg.startsWith("/"));
const urls =
  paths.length > 0
    ? paths
    : ["/", "/features", "/use-cases", "/blog", "/blog/ai-copywriting-playbook-2025", "/hello-world"];
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof categories)[number];
const budget: Record<Category, number> = { performance: 99, accessibility: 100, "best-practices": 100, seo: 100 };

if (!args.includes("--no-build")) buildApp();
const server = await startProductionServer("bench");
const chrome = await chromeLauncher.launch({
  chromePath: "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});

async function measure(url: string) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...categories],
  });
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  return result.lhr;
}

let failed = false;
try {
  console.log(
    `${"url".padEnd(28)}${categories.map((category) => category.padStart(15)).join("")}   LCP / TBT / CLS (median of ${runs})`,
  );
  for (const path of urls) {
    const url = `${server.baseUrl}${path}`;
    await fetch(url); // warm the server's caches, so the first measured load is not a cold start
    const reports = [];
    for (let run = 0; run < runs; run++) reports.push(await measure(url));
    reports.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
    const lhr = reports[Math.floor(reports.length / 2)]!;
    if (save) {
      mkdirSync(resultsDir, { recursive: true });
      writeFileSync(
        path_.join(resultsDir, `lighthouse${path === "/" ? "-home" : path.replace(/\W+/g, "-")}.json`),
        JSON.stringify(lhr),
      );
    }
    const cells = categories.map((category) => {
      const score = Math.round((lhr.categories[category]?.score ?? 0) * 100);
      if (score < budget[category]) failed = true;
      return `${score}${score < budget[category] ? "!" : " "}`.padStart(15);
    });
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? "?";
    console.log(
      `${path.padEnd(28)}${cells.join("")}   ${metric("largest-contentful-paint")} / ${metric("total-blocking-time")} / ${metric("cumulative-layout-shift")}`,
    );
    for (const category of categories) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
          console.log(`    ${category}: ${audit.id} (${audit.displayValue ?? audit.score})`);
        }
      }
    }
  }
} finally {
  chrome.kill();
  await server.stop();
}
console.log(failed ? "lighthouse: below budget (marked !)" : "lighthouse: every score within budget");
process.exit(failed ? 1 : 0);
