// Part of `npm run build`, before `next build` (Next serves only the public/ files it saw at build time): the
// browser extension's Chrome and Firefox zips, built against this deployment's APP_URL (the only backend they may
// call), into public/downloads/extension/ with downloads.json (file, size, SHA-256), so the profile offers the
// right one for the browser in use and the image serves them with the rest of public/.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { extensionDownloadsFolder } from "../lib/extension/download-paths.ts";

const root = path.resolve(import.meta.dirname, "..");
const wxt = path.join(root, "node_modules", ".bin", "wxt");
const builds = [
  { browser: "chrome", args: ["-b", "chrome"] },
  { browser: "firefox", args: ["-b", "firefox", "--mv3"] },
] as const;

const version = (JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { version: string }).version;
const target = path.join(root, "public", extensionDownloadsFolder);
const work = mkdtempSync(path.join(tmpdir(), "hookline-extension-"));
rmSync(target, { recursive: true, force: true });
mkdirSync(target, { recursive: true });

try {
  const downloads = builds.map(({ browser, args }) => {
    const outDir = path.join(work, browser);
    execFileSync(wxt, ["zip", "extension", ...args], {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        WXT_API_URL: process.env.APP_URL || "http://localhost:3000",
        HOOKLINE_EXTENSION_OUT_DIR: outDir,
      },
    });
    const zip = readdirSync(outDir).find((name) => name.endsWith(`-${browser}.zip`));
    if (!zip) throw new Error(`extension-downloads: wxt wrote no ${browser} zip into ${outDir}`);
    copyFileSync(path.join(outDir, zip), path.join(target, zip));
    const bytes = statSync(path.join(target, zip)).size;
    const sha256 = createHash("sha256")
      .update(readFileSync(path.join(target, zip)))
      .digest("hex");
    return { browser, file: zip, version, bytes, sha256 };
  });
  writeFileSync(path.join(target, "downloads.json"), `${JSON.stringify({ downloads }, null, 2)}\n`);
  for (const item of downloads)
    console.log(
      `extension-downloads: ${item.file} (${(item.bytes / 1024).toFixed(0)} KB, sha256 ${item.sha256.slice(0, 12)}…)`,
    );
} finally {
  rmSync(work, { recursive: true, force: true });
}
