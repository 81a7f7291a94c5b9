import { expect, type APIRequestContext, type Page } from "@playwright/test";

import { AuthDialog } from "../pages/auth-dialog.ts";

export type OutboxMessage = { to: string; subject: string; text: string; html: string; createdAt: string };

let counter = 0;
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now()}-${counter}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The local outbox, as a newcomer reads it: GET /api/dev/mail?to=<email>. */
export async function mailTo(request: APIRequestContext, email: string): Promise<OutboxMessage[]> {
  const response = await request.get(`/api/dev/mail?to=${encodeURIComponent(email)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/**
 * Waits for the next message to `email` whose subject matches, and returns it. Mail is sent after the response,
 * so under a busy CI machine it can take a few seconds to land.
 */
export async function waitForMail(
  request: APIRequestContext,
  email: string,
  subject: RegExp,
  after = 0,
  timeout = 30_000,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailTo(request, email)).slice(after).find((message) => subject.test(message.subject));
        return Boolean(found);
      },
      { timeout },
    )
    .toBe(true);
  return found as OutboxMessage;
}

export function confirmationLinkIn(message: OutboxMessage): string {
  const link = message.text.match(/https?:\/\/\S+\/auth\/callback#\S+/)?.[0];
  if (!link) throw new Error(`no confirmation link in "${message.subject}"`);
  return link;
}

export function resetCodeIn(message: OutboxMessage): string {
  const code = message.text.match(/token=(\d{6})/)?.[1];
  if (!code) throw new Error(`no reset code in "${message.subject}"`);
  return code;
}

/** The Origin header a same-origin request from the page carries; API routes refuse state changes without it. */
export function origin(page: Page): Record<string, string> {
  return {
    origin: new URL(page.url() === "about:blank" ? (process.env.E2E_BASE_URL ?? "http://localhost:3000") : page.url())
      .origin,
  };
}

/** An account made through the API (sign-up, then the emailed confirmation link), for tests about other things. */
export async function createAccount(
  page: Page,
  options: { confirmed?: boolean; password?: string; label?: string } = {},
) {
  const email = uniqueEmail(options.label ?? "user");
  const password = options.password ?? "first-password-1";
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    data: { name: "Pat Example", email, password },
    headers: origin(page),
  });
  expect(signUp.status()).toBe(200);
  if (options.confirmed ?? true) {
    const token = new URL(confirmationLinkIn(await waitForMail(page.request, email, /Confirm your email/))).hash.match(
      /access_token=([^&]+)/,
    )?.[1];
    const confirm = await page.request.post("/api/email-confirmation", { data: { token } });
    expect(confirm.status()).toBe(200);
  }
  return { email, password };
}

/** Signs the page's browser context in through the API (the session cookie lands in the context). */
export async function signInThroughApi(page: Page, email: string, password: string): Promise<void> {
  const response = await page.request.post("/api/auth/sign-in/email", {
    data: { email, password },
    headers: origin(page),
  });
  expect(response.status()).toBe(200);
}

/** A new, signed-in account on the Essential trial (local billing mode's test-mode checkout); answers its email. */
export async function trialUser(page: Page, label: string): Promise<string> {
  await page.goto("/");
  const { email, password } = await createAccount(page, { label });
  await signInThroughApi(page, email, password);
  await page.goto("/billing/local-confirm?plan=essential");
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment Successful!");
  return email;
}

/**
 * A visitor's sign-up through the open dialog, as a newcomer does it: the form, and the new account is signed in at
 * once and lands on the quick setup.
 */
export async function signUpThroughDialog(page: Page, name: string, email: string, password: string): Promise<void> {
  const dialog = new AuthDialog(page);
  await dialog.signUp(name, email, password);
  await page.waitForURL("**/onboarding/survey");
}

/** The quick setup, answered: a goal and a role, then Continue, which leads to the checklist. */
export async function answerSurvey(page: Page, goal = "Social Media Post", role = "Marketer"): Promise<void> {
  await page.getByRole("radio", { name: goal }).check();
  await page.getByRole("radio", { name: role }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL("**/onboarding/checklist");
}

/** Opens the confirmation link mailed to `email` in this page, as a click in the mail would in the same browser. */
export async function openConfirmationLink(page: Page, email: string): Promise<void> {
  await page.goto(confirmationLinkIn(await waitForMail(page.request, email, /Confirm your email/)));
  await page.waitForURL("**/welcome");
}
