// npm run ext:screenshots — the store screenshots (1280×800, what the Chrome Web Store and addons.mozilla.org take)
// into extension/store/: the reply button on an X post, the drafts panel with drafts, the popup over the page, and
// the settings page. The Chrome build runs in Debian's Chromium against the fixture pages of extension/fixtures,
// served as x.com over local HTTPS, and a stand-in Hookline backend on loopback that answers with fixed drafts:
// nothing leaves the machine and no account or AI provider is needed.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type BrowserContext, type Page } from "@playwright/test";

import type { ExtensionAccount, ReplyAnswer } from "../lib/extension/constants.ts";
import type { ReplyHistory } from "../lib/extension/schema.ts";
import { selfSignedCertificate } from "./lib/self-signed-certificate.ts";

type ExtensionStorage = { storage: { local: { set(items: Record<string, unknown>): Promise<void> } } };

const root = path.resolve(import.meta.dirname, "..");
const fixtures = path.join(root, "extension", "fixtures");
const storeDir = path.join(root, "extension", "store");
const size = { width: 1280, height: 800 };
const siteHosts = ["x.com", "www.threads.com", "www.instagram.com"];
const pageOf: Record<string, string> = {
  "x.com": "x.html",
  "www.threads.com": "threads.html",
  "www.instagram.com": "instagram.html",
};

const account: ExtensionAccount = {
  email: "mia@brewly.example",
  plan: "Pro",
  used: 37,
  limit: 600,
  remaining: 563,
  persona: {
    name: "Mia Chen",
    role: "Founder of Brewly, a coffee gear shop",
    style: "Short, warm, a little dry. No hashtags.",
    language: "",
  },
};

const insightful = [
  "The headline test I trust most: read it aloud to someone outside your industry. If they can't say who it's for, the design won't save it.",
  "Same lesson from our shop: we changed one line from “Premium coffee gear” to “Brew café coffee at home in 4 minutes” and signups doubled.",
  "Worth adding: the first line has to match the ad or post that sent people there. A great headline that breaks that promise still loses them.",
];
/** The screenshot asks for insightful replies; the stand-in answers these whatever the tone. */
const drafts: ReplyAnswer = { replies: insightful.map((text) => ({ text, chars: text.length, limit: 280 })) };

const history: ReplyHistory = {
  drafts: [
    {
      id: "d1",
      platform: "x",
      postExcerpt:
        "Hot take: most landing pages lose visitors in the first line. Rewrite the headline before you touch the design.",
      author: "Mia Chen",
      tone: "insightful",
      text: insightful[0] ?? "",
      createdAt: "2026-11-20T10:30:00.000Z",
    },
    {
      id: "d2",
      platform: "threads",
      postExcerpt: "What's one tool you couldn't run your small business without?",
      author: "Ana Ruiz",
      tone: "funny",
      text: "A kettle. Every spreadsheet I've finished started with one.",
      createdAt: "2026-11-20T09:05:00.000Z",
    },
  ],
};

/** The stand-in for the Hookline backend: the three routes the extension calls, with a fixed account and drafts. */
function answerBackend(request: IncomingMessage, response: ServerResponse) {
  const cors = {
    "access-control-allow-origin": request.headers.origin ?? "*",
    "access-control-allow-headers": "authorization, content-type",
    "access-control-allow-methods": "GET, POST, OPTIONS",
  };
  const json = (body: unknown) =>
    response.writeHead(200, { ...cors, "content-type": "application/json" }).end(JSON.stringify(body));
  if (request.method === "OPTIONS") return void response.writeHead(204, cors).end();
  if (request.url === "/api/extension/me") return json(account);
  if (request.url === "/api/extension/history") return json(history);
  if (request.url === "/api/extension/reply" && request.method === "POST") return json(drafts);
  response.writeHead(404, cors).end();
}

function answerSites(request: IncomingMessage, response: ServerResponse) {
  const host = (request.headers.host ?? "").split(":")[0] ?? "";
  const file = request.url === "/site.js" ? "site.js" : pageOf[host];
  if (!file) return void response.writeHead(404).end();
  response.writeHead(200, { "content-type": file.endsWith(".js") ? "text/javascript" : "text/html; charset=utf-8" });
  response.end(readFileSync(path.join(fixtures, file)));
}

async function listen(server: ReturnType<typeof createHttpServer>): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

/** The fixture pages carry X's markup and none of its styles: a plain feed look, so the extension is what stands out. */
const feedLook = `
  body { margin: 0; background: #f7f9f9; color: #0f1419; font: 15px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  main { max-width: 600px; margin: 0 auto; min-height: 100vh; background: #fff; border-inline: 1px solid #eff3f4; }
  main::before { content: "Post"; position: sticky; top: 0; z-index: 1; display: block; padding: 14px 16px; border-bottom: 1px solid #eff3f4; background: #fff; font-size: 20px; font-weight: 700; }
  main::after { content: ""; display: block; height: 50vh; }
  [data-testid="cellInnerDiv"] { border-bottom: 1px solid #eff3f4; padding: 12px 16px; scroll-margin-top: 54px; }
  [data-testid="cellInnerDiv"]:last-child, [role="group"], #site-seen { display: none; }
  article { display: grid; grid-template-columns: 48px 1fr; column-gap: 12px; }
  article > * { grid-column: 2; }
  [data-testid="Tweet-User-Avatar"] { grid-column: 1; grid-row: 1 / span 4; }
  [data-testid="Tweet-User-Avatar"] img { width: 40px; height: 40px; border-radius: 50%; background: linear-gradient(135deg, #c7d2fe, #fbcfe8); }
  [data-testid="User-Name"], [data-testid="User-Name"] > div { display: flex; gap: 4px; align-items: baseline; }
  [data-testid="User-Name"] a, a { color: inherit; text-decoration: none; }
  [data-testid="User-Name"] > div:first-child { font-weight: 700; }
  [data-testid="User-Name"] > div:not(:first-child) { color: #536471; }
  [data-testid="tweetText"] { margin: 2px 0 8px; white-space: pre-wrap; }
  [data-testid="tweetText"] a { color: #1d9bf0; }
  [data-testid="tweetPhoto"] img { display: block; width: 100%; max-width: 420px; height: auto; aspect-ratio: 14 / 5; border: 1px solid #eff3f4; border-radius: 14px; margin-bottom: 8px; }
  [role="link"][tabindex="0"] { display: block; border: 1px solid #cfd9de; border-radius: 14px; padding: 10px 12px; margin-bottom: 8px; }
  time { color: #536471; }
  .DraftEditor-root { position: relative; padding: 8px 0; font-size: 18px; }
  .public-DraftEditorPlaceholder-root { position: absolute; color: #536471; pointer-events: none; }
  [contenteditable="true"] { outline: none; min-height: 28px; }
  [data-testid="toolBar"] { display: flex; justify-content: flex-end; }
  #site-submit { border: 0; border-radius: 999px; padding: 8px 16px; background: #0f1419; color: #fff; font: inherit; font-weight: 700; }
  #site-submit:disabled { opacity: .5; }
`;

/** Pictures for the fixtures' images, which have a description (what the extension reads) and no file. */
const pictureFor = (alt: string) => {
  const svg = alt.startsWith("A landing page")
    ? `<rect width="420" height="150" fill="#eef2ff"/><rect x="70" y="18" width="280" height="132" rx="8" fill="#fff"/><rect x="110" y="48" width="200" height="14" rx="4" fill="#0f172a"/><rect x="130" y="74" width="160" height="8" rx="4" fill="#cbd5e1"/><rect x="175" y="100" width="70" height="20" rx="10" fill="#4f46e5"/><ellipse cx="210" cy="55" rx="118" ry="22" fill="none" stroke="#dc2626" stroke-width="4"/>`
    : alt.startsWith("A bar chart")
      ? `<rect width="420" height="150" fill="#fffbeb"/><rect x="120" y="24" width="70" height="104" rx="6" fill="#4f46e5"/><rect x="230" y="102" width="70" height="26" rx="6" fill="#a5b4fc"/><text x="155" y="18" font-family="sans-serif" font-size="13" text-anchor="middle" fill="#0f172a">80%</text><text x="265" y="96" font-family="sans-serif" font-size="13" text-anchor="middle" fill="#0f172a">20%</text><text x="155" y="144" font-family="sans-serif" font-size="11" text-anchor="middle" fill="#475569">headline</text><text x="265" y="144" font-family="sans-serif" font-size="11" text-anchor="middle" fill="#475569">read on</text>`
      : `<rect width="420" height="150" fill="#e0e7ff"/>`;
  return `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 420 150">${svg}</svg>`)}`;
};

async function openPost(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize(size);
  await page.goto("https://x.com/miachen/status/1");
  await page.addStyleTag({ content: feedLook });
  const photos = page.locator("[data-testid=tweetPhoto] img");
  const alts = await photos.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).alt));
  await photos.evaluateAll(
    (images, sources) => images.forEach((image, index) => image.setAttribute("src", sources[index] ?? "")),
    alts.map(pictureFor),
  );
  // The post being answered at the top, its reply box and the extension's panel below it.
  await page.evaluate(() =>
    document.querySelector('[aria-labelledby="id__focal"]')?.closest("[data-testid=cellInnerDiv]")?.scrollIntoView(),
  );
  await page.locator("[data-hookline-button]").waitFor();
  return page;
}

/** The popup as the browser shows it: hanging from the toolbar's right end over the page it was opened on. */
async function popupOver(context: BrowserContext, extensionId: string, background: Buffer): Promise<Buffer> {
  const popup = await context.newPage();
  await popup.setViewportSize({ width: 320, height: 760 });
  await popup.goto(`chrome-extension://${extensionId}/popup.html`);
  await popup.getByRole("button", { name: "Copy draft 1" }).waitFor();
  const image = await popup.locator("main").screenshot();
  await popup.close();
  const canvas = await context.newPage();
  await canvas.setViewportSize(size);
  const src = (png: Buffer) => `data:image/png;base64,${png.toString("base64")}`;
  await canvas.setContent(`<body style="margin:0;width:${size.width}px;height:${size.height}px;overflow:hidden;background:url('${src(background)}')">
    <img src="${src(image)}" style="position:absolute;top:12px;right:24px;border:1px solid #d0d7de;border-radius:10px;box-shadow:0 12px 32px rgba(15,23,42,.28)">
  </body>`);
  const shot = await canvas.screenshot();
  await canvas.close();
  return shot;
}

const backend = createHttpServer(answerBackend);
const sites = createHttpsServer(selfSignedCertificate(siteHosts), answerSites);
const work = mkdtempSync(path.join(tmpdir(), "hookline-screenshots-"));
try {
  const backendPort = await listen(backend);
  const sitesPort = await listen(sites);
  execFileSync(path.join(root, "node_modules", ".bin", "wxt"), ["build", "extension"], {
    cwd: root,
    env: {
      ...process.env,
      WXT_API_URL: `http://127.0.0.1:${backendPort}`,
      HOOKLINE_EXTENSION_OUT_DIR: path.join(work, "build"),
    },
    stdio: "pipe",
  });
  const extensionPath = path.join(work, "build", "chrome-mv3");
  const context = await chromium.launchPersistentContext(path.join(work, "profile"), {
    executablePath: "/usr/bin/chromium",
    headless: true,
    viewport: size,
    deviceScaleFactor: 1,
    colorScheme: "light",
    ignoreHTTPSErrors: true,
    args: [
      `--disable-extensions-except=${extensionPath}`,
      `--load-extension=${extensionPath}`,
      "--ignore-certificate-errors",
      `--host-resolver-rules=${siteHosts.map((host) => `MAP ${host} 127.0.0.1:${sitesPort}`).join(",")}`,
    ],
  });
  try {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));
    const extensionId = new URL(worker.url()).host;
    // Signed in as the options page would leave it: a key of the right shape (the stand-in takes any) and a persona.
    await worker.evaluate(
      (items) => (globalThis as unknown as { chrome: ExtensionStorage }).chrome.storage.local.set(items),
      {
        apiKey: "hk_Zq7LmB2xV9tR4nKp0sWc8dHj3yFa6uGe1oXi5bTrQ_w",
        persona: account.persona,
        defaultTone: "insightful",
      },
    );
    mkdirSync(storeDir, { recursive: true });
    const save = (name: string) => path.join(storeDir, name);

    const post = await openPost(context);
    await post.screenshot({ path: save("1-reply-button.png") });
    const clean = await post.screenshot();

    await post
      .locator("[data-hookline-button]")
      .getByRole("button", { name: /Reply with Hookline/ })
      .click();
    await post.getByRole("menuitem", { name: "Insightful" }).click();
    await post.getByRole("button", { name: /read it aloud/ }).waitFor();
    await post.screenshot({ path: save("2-drafts.png") });

    await post.close();
    writeFileSync(save("3-popup.png"), await popupOver(context, extensionId, clean));

    const options = context.pages().find((open) => open.url().endsWith("/options.html")) ?? (await context.newPage());
    await options.setViewportSize(size);
    await options.goto(`chrome-extension://${extensionId}/options.html`);
    await options.getByText(account.email).waitFor();
    await options.screenshot({ path: save("4-settings.png") });
    console.log(`ext:screenshots: 4 screenshots (${size.width}×${size.height}) in ${path.relative(root, storeDir)}/`);
  } finally {
    await context.close();
  }
} finally {
  backend.close();
  sites.close();
  rmSync(work, { recursive: true, force: true });
}
