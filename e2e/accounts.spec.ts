import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import {
  answerSurvey,
  confirmationLinkIn,
  createAccount,
  openConfirmationLink,
  signInThroughApi,
  uniqueEmail,
  waitForMail,
} from "./support/accounts";

test.describe("sign-up and email confirmation", () => {
  test("sign up → signed in at once → quick setup → checklist → the link in the same browser → /welcome offers the plans", async ({
    page,
    authDialog: dialog,
  }) => {
    const email = uniqueEmail("journey");
    const password = "journey-password-1";

    // A visitor tries a protected page and is sent to / with the sign-in dialog open.
    await page.goto("/hook-generator");
    await expect(dialog.root.getByRole("heading", { name: "Sign in to Hookline" })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === "/" && !url.searchParams.has("next"));
    expect(await page.evaluate(() => localStorage.getItem("lastAuthenticatedPath"))).toBe("/hook-generator");

    await dialog.showSignUp();
    await expectNoAxeViolations(page);
    await dialog.signUp("Jordan Rivers", email, password);

    // Signed in at once, the new account is asked the quick setup, and told where its confirmation link went.
    await page.waitForURL("**/onboarding/survey");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quick setup");
    await expect(page.getByRole("region", { name: "Confirm your email" })).toContainText(email);
    expect(
      await page.evaluate(() => [
        localStorage.getItem("pendingUserEmail"),
        localStorage.getItem("pendingUserMetadata"),
      ]),
    ).toEqual([email, JSON.stringify({ name: "Jordan Rivers" })]);
    expect(await (await page.request.get("/api/auth/get-session")).json()).toMatchObject({
      user: { email, emailVerified: false },
    });
    await answerSurvey(page, "E-Mail", "Copywriter");
    await expect(page.getByRole("region", { name: "Confirm your email" })).toContainText(email);
    // The quick setup is asked once.
    await page.goto("/onboarding/survey");
    await expect(page).toHaveURL(/\/onboarding\/checklist$/);

    const message = await waitForMail(page.request, email, /Confirm your email/);
    // The confirmation is held until its progress has been seen: however slowly the page loads, the state is there.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/email-confirmation", async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(confirmationLinkIn(message));
    await expect(page.getByRole("heading", { name: "Confirming Email" })).toBeVisible();
    release();
    await expect(page.getByRole("heading", { name: "Email Confirmed" })).toBeVisible();
    await expect(page.getByText("Email confirmed successfully! Redirecting to welcome page...")).toBeVisible();
    // The token leaves the address bar at once.
    expect(new URL(page.url()).hash).toBe("");

    // Still signed in: /welcome goes on to the plans instead of asking to sign in again.
    await page.waitForURL("**/welcome");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Thanks for joining Hookline! Your email is confirmed.",
    );
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Choose a plan to start your free trial" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Try Essential free for 3 days" })).toBeVisible();
    await expect(page.getByLabel("Password")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Create Account" })).toHaveCount(0);
    // The confirmation is done: the pending sign-up is forgotten.
    await expect
      .poll(() =>
        page.evaluate(() => [localStorage.getItem("pendingUserEmail"), localStorage.getItem("pendingUserMetadata")]),
      )
      .toEqual([null, null]);
    await expectNoAxeViolations(page);
  });

  test("the link opened without a session: /welcome asks to sign in, with the email this browser signed up with, then the page first tried", async ({
    page,
  }) => {
    await page.goto("/");
    const { email, password } = await createAccount(page, { confirmed: false, label: "other-browser" });
    expect(await (await page.request.get("/api/auth/get-session")).json()).toBeNull();
    await page.goto("/hook-generator");
    await expect(page).toHaveURL((url) => url.pathname === "/");
    // This browser signed up earlier and has no session any more (signed out, or the session ended).
    await page.evaluate((pending) => localStorage.setItem("pendingUserEmail", pending), email);

    await openConfirmationLink(page, email);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Thanks for joining Hookline! Your email is confirmed.",
    );
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("pendingUserEmail"))).toBeNull();
    await expectNoAxeViolations(page);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();

    await page.waitForURL("**/hook-generator");
    await expect(page.getByRole("heading", { level: 1, name: "Hook generator" })).toBeVisible();
    await expect(page.getByTestId("signed-in-email")).toHaveText(email);
    await expect(page.getByRole("region", { name: "Verify your email" })).toHaveCount(0);
  });

  test("signing up with an email that has an account signs nobody in, and answers as for a new one", async ({
    page,
    authDialog: dialog,
  }) => {
    await page.goto("/");
    const { email } = await createAccount(page, { label: "taken" });
    await page.getByRole("button", { name: "Start Your Free Trial", exact: true }).first().click();
    await dialog.signUp("Someone Else", email, "another-password-1");
    await expect(dialog.root.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
    await expect(dialog.root).toContainText(email);
    expect(await (await page.request.get("/api/auth/get-session")).json()).toBeNull();
    // The owner is told, in their own inbox.
    await waitForMail(page.request, email, /You already have a Hookline account/);
  });

  test("a link without a token, or of another type, is invalid; Return to Home goes to /", async ({ page }) => {
    for (const hash of ["", "#type=signup", "#type=invite&access_token=abc"]) {
      await page.goto(`/auth/callback${hash}`);
      await expect(page.getByRole("heading", { name: "Confirmation Error" })).toBeVisible();
      await expect(page.getByText("Invalid confirmation link. Please try signing up again.")).toBeVisible();
    }
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
  });

  test("a bad or used token shows the confirmation failure, and sends a new link from there", async ({ page }) => {
    await page.goto("/");
    const { email } = await createAccount(page, { confirmed: false, label: "new-link" });
    await page.goto("/auth/callback#type=signup&access_token=not-a-real-token");
    await expect(page.getByRole("heading", { name: "Confirmation Error" })).toBeVisible();
    await expect(page.getByText("There was an error confirming your email. Please try again.")).toBeVisible();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send a new link" }).click();
    await expect(page.getByRole("status")).toHaveText(
      `If ${email} still needs confirming, a new link is on its way. Check your inbox.`,
    );
    await waitForMail(page.request, email, /Confirm your email/, 1);
    await expectNoAxeViolations(page);
  });

  test("signed in, a failed link offers a new one to the account's email; a used link says the email is already confirmed; a refusal for too many attempts says how long to wait", async ({
    page,
  }) => {
    await page.goto("/");
    const { email, password } = await createAccount(page, { confirmed: false, label: "reused-link" });
    await signInThroughApi(page, email, password);
    await page.goto("/auth/callback#type=signup&access_token=not-a-real-token");
    await expect(page.getByRole("heading", { name: "Confirmation Error" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(email);

    const link = confirmationLinkIn(await waitForMail(page.request, email, /Confirm your email/));
    // From another page: from /auth/callback itself, a link differing only in its fragment would not load anew.
    await page.goto("/");
    await page.goto(link);
    await page.waitForURL("**/welcome");
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Email Confirmed");
    await expect(page.getByText("Your email is already confirmed.")).toBeVisible();
    await expect(page.getByText(/error/i)).toHaveCount(0);
    await page.getByRole("link", { name: "Continue to your dashboard" }).click();
    await page.waitForURL("**/dashboard");

    await page.context().clearCookies();
    await page.route("**/api/email-confirmation", (route) =>
      route.fulfill({
        status: 429,
        headers: { "Retry-After": "540" },
        json: { error: { code: "rate_limited", message: "Too many requests. Please try again later." } },
      }),
    );
    await page.goto("/auth/callback#type=signup&access_token=another-token");
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "Too many attempts. Please try again in 9 minutes.",
    );
  });

  test("a recovery link goes to /reset-password with the same fragment", async ({ page }) => {
    await page.goto("/auth/callback#type=recovery&access_token=123456");
    await page.waitForURL("**/reset-password**");
    await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
    await expect(page.getByLabel("Code")).toHaveValue("123456");
  });

  test("a signed-in user whose email is unconfirmed sees the banner and can resend the link", async ({
    page,
    authDialog: dialog,
  }) => {
    const email = uniqueEmail("unconfirmed");
    await page.goto("/");
    await page.getByRole("button", { name: "Start Your Free Trial", exact: true }).first().click();
    await dialog.signUp("Sam Lee", email, "unconfirmed-pass-1");
    await page.waitForURL("**/onboarding/survey");
    await waitForMail(page.request, email, /Confirm your email/);

    await page.goto("/dashboard");
    const banner = page.getByRole("region", { name: "Verify your email" });
    await expect(banner).toContainText(email);
    await banner.getByRole("button", { name: "Resend email" }).click();
    await expect(banner).toContainText("Sent. Check your inbox.");
    await waitForMail(page.request, email, /Confirm your email/, 1);
  });

  test("an unconfirmed user offered the plans by a screen is asked to confirm first, with the resend right there", async ({
    page,
  }) => {
    await page.goto("/");
    const { email, password } = await createAccount(page, { confirmed: false, label: "unconfirmed-plans" });
    await signInThroughApi(page, email, password);
    await page.goto("/presets-settings");
    await page.getByRole("button", { name: "New brand voice" }).click();
    const dialog = page.getByRole("dialog", { name: "Choose a plan to start writing" });
    await expect(dialog.getByTestId("confirm-email-first")).toContainText("Confirm your email first.");
    await expect(dialog.getByRole("button", { name: /^Try / })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Resend email" }).click();
    await expect(dialog).toContainText("Sent. Check your inbox.");
    await waitForMail(page.request, email, /Confirm your email/, 1);
  });

  test("an unconfirmed user who asks for hooks is told to confirm first, and can resend the link right there", async ({
    page,
  }) => {
    await page.goto("/");
    const { email, password } = await createAccount(page, { confirmed: false, label: "unconfirmed-writer" });
    await signInThroughApi(page, email, password);
    await page.goto("/hook-generator");
    await page.getByLabel("Topic").first().fill("Remote onboarding");
    await page.getByRole("button", { name: "Write 10 hooks" }).click();
    const hooks = page.getByRole("region", { name: "Hooks" });
    await expect(hooks.getByRole("alert")).toHaveText(
      `Confirm your email to start generating: open the link we sent to ${email}.`,
    );
    await hooks.getByRole("button", { name: "Resend email" }).click();
    await expect(hooks).toContainText("Sent. Check your inbox.");
    await waitForMail(page.request, email, /Confirm your email/, 1);
    await expectNoAxeViolations(page);
  });
});
