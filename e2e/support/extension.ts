// The built extension in Debian's Chromium, with x.com, www.threads.com and www.instagram.com answered by local
// HTTPS fixture pages (extension/fixtures) through --host-resolver-rules and a self-signed certificate.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, expect, type BrowserContext, type Worker } from "@playwright/test";

import { selfSignedCertificate } from "../../scripts/lib/self-signed-certificate.ts";
import { test as base, prepareContext } from "../fixtures";

export { expect } from "@playwright/test";

const root = path.resolve(import.meta.dirname, "..", "..");
const fixtures = path.join(root, "extension", "fixtures");
const siteHosts = ["x.com", "www.threads.com", "www.instagram.com"];
const pageOf: Record<string, string> = {
  "x.com": "x.html",
  "www.threads.com": "threads.html",
  "www.instagram.com": "instagram.html",
};

/** Builds the extension against this run's server, as `npm run ext:build` does against the default one. */
function buildExtension(apiUrl: string): string {
  const outDir = mkdtempSync(path.join(tmpdir(), "hookline-extension-"));
  execFileSync(path.join(root, "node_modules", ".bin", "wxt"), ["build", "extension"], {
    cwd: root,
    env: { ...process.env, WXT_API_URL: apiUrl, HOOKLINE_EXTENSION_OUT_DIR: outDir },
    stdio: "pipe",
  });
  return path.join(outDir, "chrome-mv3");
}

type WorkerFixtures = { extensionPath: string; sitesPort: number };
type TestFixtures = { context: BrowserContext; extensionId: string; serviceWorker: Worker };

export const test = base.extend<TestFixtures, WorkerFixtures>({
  extensionPath: [
    async ({}, provide, workerInfo) => {
      const extensionPath = buildExtension(String(workerInfo.project.use.baseURL));
      await provide(extensionPath);
      rmSync(path.dirname(extensionPath), { recursive: true, force: true });
    },
    { scope: "worker" },
  ],
  sitesPort: [
    async ({}, provide) => {
      const server = createServer(selfSignedCertificate(siteHosts), (request, response) => {
        const host = (request.headers.host ?? "").split(":")[0] ?? "";
        const file = request.url === "/site.js" ? "site.js" : pageOf[host];
        if (!file) return void response.writeHead(404).end();
        response.writeHead(200, {
          "content-type": file.endsWith(".js") ? "text/javascript" : "text/html; charset=utf-8",
        });
        response.end(readFileSync(path.join(fixtures, file)));
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      await provide((server.address() as AddressInfo).port);
      server.close();
    },
    { scope: "worker" },
  ],
  context: async (
    { extensionPath, sitesPort, baseURL, launchOptions, cookieConsent, upgradeDialogSeen },
    provide,
    testInfo,
  ) => {
    const context = await chromium.launchPersistentContext("", {
      executablePath: launchOptions.executablePath,
      headless: true,
      baseURL,
      ignoreHTTPSErrors: true,
      args: [
        ...(launchOptions.args ?? []),
        `--disable-extensions-except=${extensionPath}`,
        `--load-extension=${extensionPath}`,
        "--ignore-certificate-errors",
        `--host-resolver-rules=${siteHosts.map((host) => `MAP ${host} 127.0.0.1:${sitesPort}`).join(",")}`,
      ],
    });
    // The extension opens its options page when it is installed. Chrome may open it in a blank tab, so a test's
    // first navigation could be cut short by it: wait until it is open before any test uses a tab.
    await expect
      .poll(() => context.pages().some((open) => open.url().endsWith("/options.html")), { timeout: 15_000 })
      .toBe(true);
    await prepareContext(context, { cookieConsent, upgradeDialogSeen }, testInfo);
    await provide(context);
    await context.close();
  },
  serviceWorker: async ({ context }, provide) => {
    await provide(context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker")));
  },
  extensionId: async ({ serviceWorker }, provide) => provide(new URL(serviceWorker.url()).host),
});
