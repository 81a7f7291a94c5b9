// npm run ext:icons — renders public/logo.svg into the extension's PNG icons (16, 32, 48, 128 px) in Debian's
// Chromium, so the toolbar icon is the app's logo. Run it again when the logo changes; the PNGs are committed.
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

import { repoRoot } from "./lib/local-database.ts";

const sizes = [16, 32, 48, 128];
const outDir = path.join(repoRoot, "extension", "public", "icon");
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
try {
  const page = await browser.newPage();
  const svg = path.join(repoRoot, "public", "logo.svg");
  for (const size of sizes) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}</style><img src="data:image/svg+xml;base64,${readFileSync(svg).toString("base64")}" width="${size}" height="${size}">`,
    );
    await page.locator("img").screenshot({ path: path.join(outDir, `${size}.png`), omitBackground: true });
    console.log(`extension/public/icon/${size}.png`);
  }
} finally {
  await browser.close();
}
