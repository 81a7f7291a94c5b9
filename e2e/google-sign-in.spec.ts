import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { AuthDialog } from "./pages/auth-dialog";
import { GoogleChooser, type GoogleAccount } from "./pages/google-chooser";
import { createAccount, mailTo, uniqueEmail } from "./support/accounts";
import { queryRows } from "./support/database";

/** From the landing page's "Start Your Free Trial" through Google's chooser, as `account`. */
async function signUpWithGoogle(page: Page, account: GoogleAccount | "cancel"): Promise<void> {
  await page.goto("/");
  await page.getByRole("button", { name: "Start Your Free Trial", exact: true }).first().click();
  await new AuthDialog(page).continueWithGoogle().click();
  const chooser = new GoogleChooser(page);
  if (account === "cancel") await chooser.cancel();
  else await chooser.continueAs(account);
}

async function googleAccountsOf(email: string): Promise<number> {
  const rows = await queryRows<{ count: string }>(
    `select count(*) from accounts a join users u on u.id = a.user_id where u.email = $1 and a.provider_id = 'google'`,
    [email],
  );
  return Number(rows[0]?.count ?? 0);
}

/** Google's tokens kept for the user's Google sign-in: none, since Hookline never calls Google for them. */
async function keptGoogleTokens(email: string): Promise<number> {
  const rows = await queryRows<{ count: string }>(
    `select count(*) from accounts a join users u on u.id = a.user_id where u.email = $1 and a.provider_id = 'google'
       and (a.access_token is not null or a.refresh_token is not null or a.id_token is not null)`,
    [email],
  );
  return Number(rows[0]?.count ?? 0);
}

async function usersWith(email: string): Promise<number> {
  const rows = await queryRows<{ count: string }>(`select count(*) from users where email = $1`, [email]);
  return Number(rows[0]?.count ?? 0);
}

test.describe("sign in with Google", () => {
  test("a new user signs up with Google and writes their first copy, with no confirmation mail @mobile", async ({
    page,
    generatorPage: generator,
  }) => {
    const email = uniqueEmail("google-first");
    await signUpWithGoogle(page, { name: "Gina Google", email });
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Thanks for joining Hookline! Your email is confirmed.",
    );
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
    // The choice says what it decides before it is asked.
    await expect(page.getByTestId("plan-difference")).toContainText(
      "Both trials are the same: 3 days and 10 generations.",
    );
    // The plan buttons act once the page's code has run: a click before that (a busy phone run) did nothing.
    await page.waitForLoadState("load");
    await page
      .getByRole("button", { name: /^Try \w+ free for 3 days$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/generator$/);
    await page.waitForLoadState("load");
    await generator.topic.fill("Our spring sale on running shoes");
    await generator.generateButton().click();
    await expect(generator.done).toBeVisible();
    await expect(generator.copy.first()).not.toBeEmpty();
    expect(await mailTo(page.request, email)).toEqual([]);
    expect(await googleAccountsOf(email)).toBe(1);
    expect(await keptGoogleTokens(email)).toBe(0);
    // No password yet: the profile offers to set one, the way to change it or delete the account.
    await page.goto("/profile");
    await expect(page.getByTestId("set-password-note").first()).toContainText("You sign in with Google");
  });

  test("a refused consent and an email Google has not verified create nothing, and an existing account is linked only once both confirmed it", async ({
    page,
    googleChooser,
  }) => {
    await signUpWithGoogle(page, "cancel");
    await expect(page).toHaveURL(/\/auth\/google\?error=access_denied/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Google sign-in was cancelled");
    expect(await (await page.request.get("/api/auth/get-session")).json()).toBeNull();

    // Anyone can put any address on a Google account: one Google has not verified makes no account.
    const unverified = uniqueEmail("google-unverified");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await googleChooser.continueAs({ name: "Una Verified", email: unverified, verified: false });
    await expect(page).toHaveURL(/\/auth\/google\?error=unable_to_get_user_info/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Google has not verified this email");
    expect(await usersWith(unverified)).toBe(0);
    expect(await mailTo(page.request, unverified)).toEqual([]);

    // A callback that does not belong to a sign-in of this browser (replayed, expired) is explained, not a bare error.
    await page.goto("/api/auth/callback/google?state=forged&code=forged");
    await expect(page).toHaveURL(/\/auth\/google\?error=/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Google sign-in did not finish");

    // An account whose owner never confirmed the email is not handed to whoever holds that address at Google.
    const unconfirmed = await createAccount(page, { label: "google-unconfirmed", confirmed: false });
    await signUpWithGoogle(page, { name: "Someone Else", email: unconfirmed.email });
    await expect(page).toHaveURL(/\/auth\/google\?error=account_not_linked/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This email already has a Hookline account");
    // The way on proves the address is theirs and replaces any password someone else set.
    await expect(page.getByRole("link", { name: "Reset your password" })).toHaveAttribute("href", "/reset-password");
    expect(await googleAccountsOf(unconfirmed.email)).toBe(0);

    const confirmed = await createAccount(page, { label: "google-confirmed" });
    await signUpWithGoogle(page, { name: "Pat Example", email: confirmed.email });
    await expect(page).toHaveURL(/\/dashboard$/);
    const session = (await (await page.request.get("/api/auth/get-session")).json()) as { user: { email: string } };
    expect(session.user.email).toBe(confirmed.email);
    expect(await googleAccountsOf(confirmed.email)).toBe(1);
    expect(await usersWith(confirmed.email)).toBe(1);
  });
});
