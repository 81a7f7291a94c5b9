// npm run bench:first-copy [-- --no-build] [--mobile] [--google] — the first five minutes, counted.
// Serves the production build on a fresh database (local billing mode, mail in the outbox, OpenAI's SDK pointed at
// a local fake) and drives Chromium from the landing page to the first generated text as a new user would, taking
// the shortest path each screen offers. It prints every user action (a click, a field filled, a mail opened), their
// number and the seconds it took, waits included (the confirmation page's and the payment page's own delays).
// `--google` signs up with Google (a local OpenID Connect fake whose account chooser takes one click, as Google's
// does for a browser signed in to Google) instead of a name, an email, a password and the confirmation mail.
import "../scripts/lib/dotenv-production.ts";

import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium, devices, type Locator } from "@playwright/test";

import { buildApp, startProductionServer } from "../scripts/lib/production-server.ts";
import { startFakeAI } from "../tests/support/fake-ai.ts";
import { fakeGoogleClient, startFakeGoogle } from "../tests/support/fake-google.ts";

const mobile = process.argv.includes("--mobile");
const google = process.argv.includes("--google");
const maxActions = 40;
/** The most actions a newcomer should need from the landing page to their first copy, by how they sign up. */
const targetActions = google ? 6 : 10;
const screenTimeoutMs = 20_000;
/** The plan choice's buttons, before and after they started the trial in one step; the first offered is taken. */
const planChoice = /^(Try \w+ free for \d+ days|Choose Essential)$/;
const readingPauseMs = 500;
let paused = 0;

if (!process.argv.includes("--no-build")) buildApp();

const fake = await startFakeAI();
fake.script("openai", () => ({ kind: "ok", pieces: ["Your first hook, ", "written by Hookline."] }));
// Configured on both paths, so the email path meets the same dialog (with its Google button) a real one would.
const fakeGoogle = await startFakeGoogle();
const server = await startProductionServer("bench-first-copy", {
  GOOGLE_CLIENT_ID: fakeGoogleClient.id,
  GOOGLE_CLIENT_SECRET: fakeGoogleClient.secret,
  GOOGLE_ISSUER_URL: fakeGoogle.issuerUrl,
  AI_PRIMARY_PROVIDER: "openai",
  OPENAI_API_KEY: "sk-bench-fake",
  OPENAI_BASE_URL: fake.openaiBaseUrl,
  ANTHROPIC_API_KEY: "",
});

const user = {
  name: "Robin Newcomer",
  email: `first-copy-${Date.now()}@example.com`,
  password: "first-copy-password-1",
};
const actions: string[] = [];
let mailOpened = false;
let signedUp = false;

function act(description: string): void {
  actions.push(`${description} (on ${new URL(page.url()).pathname})`);
  if (actions.length > maxActions) throw new Error(`more than ${maxActions} actions:\n${actions.join("\n")}`);
}

async function visible(locator: Locator): Promise<boolean> {
  return locator
    .first()
    .isVisible()
    .catch(() => false);
}

/** What a control says, on one line. */
async function textOf(locator: Locator): Promise<string> {
  return (await locator.first().innerText()).replace(/\s+/g, " ").trim();
}

async function click(locator: Locator, description: string): Promise<void> {
  act(`click ${description}`);
  await locator.first().click();
}

async function fill(locator: Locator, value: string, description: string): Promise<void> {
  act(`fill ${description}`);
  await locator.first().fill(value);
}

async function openMail(): Promise<void> {
  const answer = (await (
    await fetch(`${server.baseUrl}/api/dev/mail?to=${encodeURIComponent(user.email)}`)
  ).json()) as { messages: { text: string }[] };
  const link = /(https?:\/\/\S+\/auth\/callback#\S+)/.exec(answer.messages.at(-1)?.text ?? "")?.[1];
  if (!link) throw new Error(`no confirmation link in the mail to ${user.email}`);
  act("open the confirmation mail's link");
  mailOpened = true;
  await page.goto(link);
}

/** The screen a dialog is open on decides nothing: an open dialog is what the user sees first. */
async function onDialog(dialog: Locator): Promise<boolean> {
  if (google && !signedUp && (await visible(dialog.getByRole("button", { name: "Continue with Google" })))) {
    await click(dialog.getByRole("button", { name: "Continue with Google" }), '"Continue with Google"');
    signedUp = true;
    await page.waitForURL((url) => url.origin !== new URL(server.baseUrl).origin, { timeout: screenTimeoutMs });
    return true;
  }
  if (await visible(dialog.getByRole("button", { name: "Create Account" }))) {
    await fill(dialog.getByLabel("Name"), user.name, "Name");
    await fill(dialog.getByLabel("Email"), user.email, "Email");
    await fill(dialog.getByLabel("Password"), user.password, "Password");
    await click(dialog.getByRole("button", { name: "Create Account" }), '"Create Account"');
    signedUp = true;
    await Promise.race([
      dialog.getByText("Check your inbox").waitFor(),
      page.waitForURL((url) => url.pathname !== "/"),
    ]).catch(() => {});
    return true;
  }
  if (await visible(dialog.getByText("Check your inbox"))) {
    await openMail();
    return true;
  }
  const startTrial = dialog.getByRole("button", { name: planChoice });
  if (await visible(startTrial)) {
    const name = await textOf(startTrial);
    await click(startTrial, `"${name}" in the plan dialog`);
    await page
      .waitForURL((url) => url.pathname !== "/dashboard" || !url.search, { timeout: screenTimeoutMs })
      .catch(() => {});
    await dialog.waitFor({ state: "hidden", timeout: screenTimeoutMs }).catch(() => {});
    return true;
  }
  return false;
}

async function onScreen(pathname: string): Promise<boolean> {
  if (new URL(page.url()).origin === new URL(fakeGoogle.issuerUrl).origin) {
    await click(page.getByRole("button", { name: "Continue" }), `"Continue" on Google's account chooser`);
    await page.waitForURL((url) => url.origin === new URL(server.baseUrl).origin, { timeout: screenTimeoutMs });
    return true;
  }
  if (pathname === "/" && !signedUp) {
    await click(page.getByRole("button", { name: "Start Your Free Trial" }), '"Start Your Free Trial"');
    await page.getByRole("dialog").waitFor();
    return true;
  }
  if (pathname === "/auth/callback") {
    await page.waitForURL("**/welcome", { timeout: screenTimeoutMs });
    return true;
  }
  if (pathname === "/welcome") {
    const email = page.getByLabel("Email");
    if (await visible(email)) {
      if ((await email.first().inputValue()) !== user.email) await fill(email, user.email, "Email");
      await fill(page.getByLabel("Password", { exact: true }), user.password, "Password");
      await click(page.getByRole("button", { name: "Sign In", exact: true }), '"Sign In"');
      await page.waitForURL((url) => url.pathname !== "/welcome", { timeout: screenTimeoutMs });
      return true;
    }
    const main = page.getByRole("main");
    const next = main
      .getByRole("button", { name: planChoice })
      .or(main.getByRole("link", { name: /^(Write your first copy|Go to Dashboard)$/ }));
    await click(next, `"${await textOf(next)}"`);
    await page.waitForURL((url) => url.pathname !== "/welcome", { timeout: screenTimeoutMs });
    return true;
  }
  if (pathname === "/onboarding/survey") {
    const skip = page.getByRole("link", { name: "Skip for now" });
    if (await visible(skip)) {
      await click(skip, '"Skip for now"');
    } else {
      await click(page.getByRole("radio", { name: "Social Media Post" }), '"Social Media Post"');
      await click(page.getByRole("radio", { name: "Marketer" }), '"Marketer"');
      await click(page.getByRole("button", { name: "Continue" }), '"Continue"');
    }
    await page.waitForURL((url) => url.pathname !== "/onboarding/survey", { timeout: screenTimeoutMs });
    return true;
  }
  if (pathname === "/billing/local-confirm") {
    const confirm = page.getByRole("button", { name: "Confirm", exact: true });
    await confirm.and(page.locator(":enabled")).waitFor();
    await click(confirm, '"Confirm"');
    await page.waitForURL((url) => url.pathname !== "/billing/local-confirm", { timeout: screenTimeoutMs });
    return true;
  }
  if (pathname === "/payment-success") {
    await page.locator("[data-settled=true]").waitFor({ timeout: screenTimeoutMs });
    const firstCopy = page.getByRole("link", { name: /first copy/i });
    if (await visible(firstCopy)) await click(firstCopy, `"${await textOf(firstCopy)}"`);
    else await click(page.getByRole("link", { name: "Go to Dashboard" }), '"Go to Dashboard"');
    await page.waitForURL((url) => url.pathname !== "/payment-success", { timeout: screenTimeoutMs });
    return true;
  }
  if (pathname === "/generator") {
    await page.getByRole("button", { name: /^Generate/ }).waitFor();
    const topic = page.getByLabel("Topic");
    if (await visible(topic)) await fill(topic, "Our spring sale on running shoes", "Topic");
    await click(page.getByRole("button", { name: /^Generate/ }), '"Generate"');
    await page.getByTestId("generated-copy").filter({ hasText: "Hookline" }).waitFor({ timeout: screenTimeoutMs });
    return true;
  }
  if (!mailOpened && signedUp && (await visible(page.getByText(/confirm your email/i)))) {
    await openMail();
    return true;
  }
  if (pathname === "/onboarding/checklist") {
    const firstCopy = page.getByRole("link", { name: /first copy/i });
    if (await visible(firstCopy)) {
      await click(firstCopy, `"${await textOf(firstCopy)}"`);
      await page.waitForURL((url) => url.pathname !== "/onboarding/checklist", { timeout: screenTimeoutMs });
      return true;
    }
    await click(
      page.getByRole("link", { name: /Start 3.day trial/ }).or(page.getByRole("button", { name: /Start 3.day trial/ })),
      '"Start 3-day trial"',
    );
    await page.waitForURL((url) => url.pathname !== "/onboarding/checklist", { timeout: screenTimeoutMs });
    return true;
  }
  const generatorLink = page.getByRole("link", { name: "Generator", exact: true });
  if (await visible(generatorLink)) {
    await click(generatorLink, '"Generator" in the menu');
    await page.waitForURL("**/generator", { timeout: screenTimeoutMs });
    return true;
  }
  return false;
}

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const context = await browser.newContext(
  mobile ? { ...devices["Pixel 7"] } : { viewport: { width: 1440, height: 900 } },
);
const page = await context.newPage();
let seconds = 0;
try {
  const started = performance.now();
  await page.goto(server.baseUrl);
  while (!(await visible(page.getByTestId("generated-copy").filter({ hasText: "Hookline" })))) {
    // A plan dialog opens right after a protected screen hydrates: the screen is read a moment after it loads. That
    // moment is the bench's, not the product's, and is left out of the seconds.
    await page.waitForLoadState("load");
    await page.waitForTimeout(readingPauseMs);
    paused += readingPauseMs;
    const dialog = page.getByRole("dialog");
    const handled = (await visible(dialog)) ? await onDialog(dialog) : await onScreen(new URL(page.url()).pathname);
    if (!handled) throw new Error(`no way forward on ${page.url()} after:\n${actions.join("\n")}`);
  }
  seconds = (performance.now() - started - paused) / 1000;
} finally {
  await browser.close();
  await server.stop();
  await fake.close();
  await fakeGoogle.close();
}

const report = {
  signUp: google ? "Google" : "email",
  viewport: mobile ? "Pixel 7" : "1440x900",
  actions: actions.length,
  seconds: Number(seconds.toFixed(1)),
  steps: actions,
};
console.log(
  `From the landing page to the first generated copy, signing up with ${report.signUp} (${report.viewport}, local billing mode, fake provider):`,
);
actions.forEach((action, index) => console.log(`  ${String(index + 1).padStart(2)}. ${action}`));
console.log(
  `  ${report.actions} user actions, ${report.seconds} s${report.actions > targetActions ? `  OVER the target of ${targetActions}` : ""}`,
);
mkdirSync(path.join(import.meta.dirname, "results"), { recursive: true });
writeFileSync(
  path.join(
    import.meta.dirname,
    "results",
    `first-copy-${google ? "google" : "email"}-${mobile ? "mobile" : "desktop"}.json`,
  ),
  `${JSON.stringify(report, null, 2)}\n`,
);
if (report.actions > targetActions) process.exitCode = 1;
