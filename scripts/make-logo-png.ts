// node scripts/make-logo-png.ts — renders public/logo.svg as public/logo.png at the size lib/config/marketing/site.ts
// gives it, in Debian's Chromium: the logo the structured data names, since search engines read no SVG there. Run it
// again when the logo changes; the PNG is committed.
import { readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

import { site } from "../lib/config/marketing/site.ts";
import { repoRoot } from "./lib/local-database.ts";

const { width, height } = site.logo;
const svg = readFileSync(path.join(repoRoot, "public", "logo.svg")).toString("base64");
const out = path.join(repoRoot, "public", site.logo.path);

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
try {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}</style><img src="data:image/svg+xml;base64,${svg}" width="${width}" height="${height}">`,
  );
  await page.locator("img").screenshot({ path: out, omitBackground: true });
  console.log(`make-logo-png: wrote public${site.logo.path} (${width}×${height})`);
} finally {
  await browser.close();
}
