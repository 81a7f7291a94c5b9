// npm run test:e2e [-- --no-build] [playwright args] — builds Hookline, serves it in production mode on a
// free port with a fresh database, runs Playwright in Debian's Chromium, then stops everything it started.
import "./lib/dotenv-production.ts";

import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import path from "node:path";

import { startFakeAI } from "../tests/support/fake-ai.ts";
import { fakeGoogleClient, startFakeGoogle } from "../tests/support/fake-google.ts";
import { startEditorControlServer, type EditorControlServer } from "./lib/editor-control-server.ts";
import { startEditorDevServer, type EditorDevServer } from "./lib/editor-dev-server.ts";
import { repoRoot } from "./lib/local-database.ts";
import { buildApp, startProductionServer } from "./lib/production-server.ts";

const CHROMIUM = "/usr/bin/chromium";
if (!existsSync(CHROMIUM)) {
  console.error(`test:e2e: Chromium is missing at ${CHROMIUM}. The end-to-end tests run in Debian's Chromium
(Playwright's own browser download needs the internet). Install it with:
    sudo apt-get update && sudo apt-get install -y chromium
bash .ci/run does this for you.`);
  process.exit(1);
}

const args = process.argv.slice(2);
if (!args.includes("--no-build")) buildApp();

// The generator talks to a local fake of OpenAI's API through the real SDK, as it would to OpenAI.
const fakeAI = await startFakeAI();
// Sign-in with Google talks to a local OpenID Connect fake through Better Auth's own Google provider.
const fakeGoogle = await startFakeGoogle();
const server = await startProductionServer("e2e", {
  GOOGLE_CLIENT_ID: fakeGoogleClient.id,
  GOOGLE_CLIENT_SECRET: fakeGoogleClient.secret,
  GOOGLE_ISSUER_URL: fakeGoogle.issuerUrl,
  AI_PRIMARY_PROVIDER: "openai",
  OPENAI_API_KEY: "sk-e2e-fake",
  OPENAI_BASE_URL: fakeAI.openaiBaseUrl,
  ANTHROPIC_API_KEY: "",
  // Playwright stands in for a reverse proxy: each test context sends its own client address (e2e/support/client-address.ts).
  TRUSTED_PROXY_HOPS: "1",
});
const filters = args.filter((arg) => !arg.startsWith("-"));
// The editor's tests run on `next dev` (its element ids exist only there), on a copy of the project they may change.
// Started when the run includes them: no spec filter, or one that names the editor.
const editorOwner = "editor-owner@example.com";
let editorServer: EditorDevServer | null = null;
// The editor's last test restarts its dev server under an open editor, through this.
let editorControl: EditorControlServer | null = null;
// What a newcomer without an AI key sees, the offline writer, is tested on a second server with no provider at all.
// It starts on every run (a few seconds), so a run filtered by test title (-g) finds it too.
let offlineServer: Awaited<ReturnType<typeof startProductionServer>> | null = null;
let status = 1;
try {
  offlineServer = await startProductionServer("e2e-offline", {
    OPENAI_API_KEY: "",
    OPENAI_BASE_URL: "",
    ANTHROPIC_API_KEY: "",
  });
  if (filters.length === 0 || filters.some((filter) => filter.includes("editor"))) {
    editorServer = await startEditorDevServer(editorOwner);
    editorControl = await startEditorControlServer(editorServer);
  }
  // Not spawnSync: the fake AI server lives in this process and must keep answering while Playwright runs.
  const playwright = spawn(
    path.join(repoRoot, "node_modules", ".bin", "playwright"),
    ["test", ...args.filter((arg) => arg !== "--no-build")],
    {
      cwd: repoRoot,
      stdio: "inherit",
      env: {
        ...process.env,
        E2E_BASE_URL: server.baseUrl,
        E2E_DATABASE_URL: server.databaseUrl,
        ...(offlineServer ? { E2E_OFFLINE_BASE_URL: offlineServer.baseUrl } : {}),
        ...(editorServer
          ? {
              E2E_EDITOR_BASE_URL: editorServer.baseUrl,
              E2E_EDITOR_ROOT: editorServer.root,
              E2E_EDITOR_OWNER: editorOwner,
            }
          : {}),
        ...(editorControl ? { E2E_EDITOR_CONTROL_URL: editorControl.url } : {}),
      },
    },
  );
  const [code] = (await once(playwright, "exit")) as [number | null];
  status = code ?? 1;
} finally {
  await editorControl?.close();
  await editorServer?.stop();
  await server.stop();
  await offlineServer?.stop();
  await fakeAI.close();
  await fakeGoogle.close();
}
process.exit(status);
