import { defineConfig, devices } from "@playwright/test";

// `npm run test:e2e` (scripts/e2e.ts) starts the production server and passes its address.
const baseURL = process.env.E2E_BASE_URL ?? "http://localhost:3000";

// Debian's Chromium, with the flags that keep it from reaching for a network this machine does not have.
const launchOptions = {
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

const editorSpecs = /\/editor\/[^/]+\.spec\.ts$/;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: [["list"]],
  // Generous for a busy CI machine: a passing run never waits on these, a slow one should not fail for them.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // No trace: recording one for every test (to keep it for a failure) took about a third more CPU, and the suite is
  // bound by CPU on two cores. A failure keeps its screenshot and page snapshot; to trace it, rerun that test with
  // `npm run test:e2e -- --no-build --trace on <file> -g <title>`.
  use: { baseURL, trace: "off", screenshot: "only-on-failure", launchOptions },
  // Workers take tests in the order of this list. The editor's tests run one after another on one worker for about
  // six minutes, so they go first: the other worker works through the rest meanwhile. Listed last, they started
  // when everything else was done, and one worker sat idle for those six minutes.
  projects: [
    // The visual editor, on `next dev` serving a temporary copy of the project (scripts/lib/editor-dev-server.ts).
    // Its files change that copy and share one owner, so they run on one worker, in name order (server.spec.ts,
    // which restarts the dev server, last).
    {
      name: "editor",
      use: { ...devices["Desktop Chrome"], launchOptions, baseURL: process.env.E2E_EDITOR_BASE_URL ?? baseURL },
      testMatch: editorSpecs,
      fullyParallel: false,
      workers: 1,
      timeout: 300_000,
    },
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], launchOptions },
      testIgnore: [/(extension|offline-writer)\.spec\.ts/, editorSpecs],
    },
    // The offline writer, on a second production server with no AI provider (scripts/e2e.ts).
    {
      name: "offline-writer",
      use: { ...devices["Desktop Chrome"], launchOptions, baseURL: process.env.E2E_OFFLINE_BASE_URL ?? baseURL },
      testMatch: /offline-writer\.spec\.ts/,
    },
    // The browser extension, built against this server and loaded into its own Chromium profile per test.
    { name: "extension", use: { launchOptions }, testMatch: /extension\.spec\.ts/, fullyParallel: false },
    { name: "mobile", use: { ...devices["Pixel 7"], launchOptions }, grep: /@mobile/ },
  ],
});
