// npm run tutorial:record [-- --no-build] — records the tutorial video that /payment-success shows: a new subscriber
// writes a LinkedIn post and a Google ad in the real app (offline writer, so the recording needs no AI key), saves
// one and finds it in the library. Writes public/tutorial/hookline-tour.webm and its poster frame.
// Frames come from Chromium's own screencast (CDP); ffmpeg (apt-get install ffmpeg) encodes them as VP9 WebM, since
// Playwright's video recorder needs an ffmpeg build it downloads from the internet.
import "./lib/dotenv-production.ts";

import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";

import { repoRoot } from "./lib/local-database.ts";
import { buildApp, startProductionServer } from "./lib/production-server.ts";

const size = { width: 1280, height: 720 };
const outDir = path.join(repoRoot, "public", "tutorial");

async function typeSlowly(page: Page, label: string, text: string) {
  await page.getByLabel(label).click();
  await page.keyboard.type(text, { delay: 45 });
}

async function signUpAndSubscribe(page: Page, baseUrl: string) {
  const email = `tutorial-${Date.now()}@example.com`;
  const password = "tutorial-password-1";
  const headers = { origin: baseUrl };
  await page.request.post(`${baseUrl}/api/auth/sign-up/email`, {
    data: { name: "Alex Rivera", email, password },
    headers,
  });
  const mail = (await (await page.request.get(`${baseUrl}/api/dev/mail?to=${encodeURIComponent(email)}`)).json()) as {
    messages: { text: string }[];
  };
  const token = mail.messages.at(-1)?.text.match(/access_token=([\w-]+)/)?.[1];
  await page.request.post(`${baseUrl}/api/email-confirmation`, { data: { token } });
  await page.request.post(`${baseUrl}/api/auth/sign-in/email`, { data: { email, password }, headers });
  await page.goto(`${baseUrl}/billing/local-confirm?plan=essential`);
  await page.getByRole("button", { name: "Confirm" }).click();
  await page.waitForURL("**/payment-success");
}

if (!process.argv.includes("--no-build")) buildApp();
const server = await startProductionServer("tutorial", {
  OPENAI_API_KEY: "",
  OPENAI_BASE_URL: "",
  ANTHROPIC_API_KEY: "",
});
const videoDir = await mkdtemp(path.join(tmpdir(), "hookline-tutorial-"));
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
try {
  const setup = await browser.newContext({ viewport: size });
  const setupPage = await setup.newPage();
  await setupPage.addInitScript(() => {
    sessionStorage.setItem("subscriptionModalShown", "true");
    localStorage.setItem("cookieConsent", "declined");
  });
  await signUpAndSubscribe(setupPage, server.baseUrl);
  const storageState = await setup.storageState();
  await setup.close();

  const context = await browser.newContext({ viewport: size, storageState });
  const page = await context.newPage();
  const frames: { file: string; at: number }[] = [];
  const cdp = await context.newCDPSession(page);
  cdp.on("Page.screencastFrame", ({ data, metadata, sessionId }) => {
    const file = path.join(videoDir, `frame-${String(frames.length).padStart(5, "0")}.jpg`);
    frames.push({ file, at: metadata.timestamp ?? Date.now() / 1000 });
    void writeFile(file, Buffer.from(data, "base64"));
    void cdp.send("Page.screencastFrameAck", { sessionId });
  });
  await cdp.send("Page.startScreencast", { format: "jpeg", quality: 85, maxWidth: size.width, maxHeight: size.height });
  await page.goto(`${server.baseUrl}/generator`);
  await page.waitForTimeout(1200);
  await typeSlowly(page, "Topic", "Why async standups beat daily meetings");
  await typeSlowly(
    page,
    "Key points or a draft (optional)",
    "Written updates save each person 30 minutes a day, Nobody waits for the slowest time zone, Blockers surface before lunch",
  );
  await page.getByRole("button", { name: "Generate", exact: true }).click();
  await page.getByText("Done.").waitFor();
  await page.waitForTimeout(2500);
  await page.screenshot({ path: path.join(videoDir, "poster.png") });
  await page.getByRole("button", { name: "Save" }).click();
  await page.waitForTimeout(1500);

  await page.getByText("Ads", { exact: true }).click();
  await page.getByLabel("Ad format").selectOption("google");
  await typeSlowly(page, "Product or offer", "Hookline");
  await typeSlowly(page, "What it does, and for whom", "AI copywriting for busy marketing teams");
  await page.getByRole("button", { name: "Advanced" }).click();
  await typeSlowly(page, "Benefits", "Ads in minutes, Copy that sounds like you");
  // A new kind of copy starts with no result of its own (the LinkedIn post is kept for when the user comes back).
  await page.getByRole("button", { name: /^Generate( again)?$/ }).click();
  await page.getByText("Done.").waitFor();
  await page.getByTestId("generated-copy").scrollIntoViewIfNeeded();
  await page.waitForTimeout(3500);

  await page.goto(`${server.baseUrl}/dashboard`);
  await page.waitForTimeout(3000);
  await cdp.send("Page.stopScreencast");
  await context.close();
  // Frames arrive when the screen changes: each is shown until the next one, the last for a second.
  const list = frames.map(
    (frame, index) =>
      `file '${frame.file}'\nduration ${((frames[index + 1]?.at ?? frame.at + 1) - frame.at).toFixed(3)}`,
  );
  await writeFile(path.join(videoDir, "frames.txt"), `${list.join("\n")}\nfile '${frames.at(-1)?.file}'\n`);
  await mkdir(outDir, { recursive: true });
  const encode = spawnSync(
    "ffmpeg",
    [
      "-y",
      "-loglevel",
      "error",
      "-f",
      "concat",
      "-safe",
      "0",
      "-i",
      path.join(videoDir, "frames.txt"),
      "-vf",
      "fps=25,format=yuv420p",
      "-c:v",
      "libvpx-vp9",
      "-b:v",
      "0",
      "-crf",
      "38",
      "-row-mt",
      "1",
      path.join(outDir, "hookline-tour.webm"),
    ],
    { stdio: "inherit" },
  );
  if (encode.status !== 0) throw new Error("ffmpeg could not encode the tutorial (apt-get install ffmpeg)");
  await rename(path.join(videoDir, "poster.png"), path.join(outDir, "hookline-tour-poster.png"));
  console.log(`tutorial: wrote ${path.relative(repoRoot, outDir)}/hookline-tour.webm and hookline-tour-poster.png`);
} finally {
  await browser.close();
  await server.stop();
  await rm(videoDir, { recursive: true, force: true });
}
