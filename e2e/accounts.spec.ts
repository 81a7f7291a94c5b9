import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { AuthDialog } from "./pages/auth-dialog";
import { confirmationLinkIn, createAccount, signInThroughApi, uniqueEmail, waitForMail } from "./support/accounts";

test.describe("sign-up and email confirmation", () => {
  test("sign up → confirmation email → callback → /welcome → sign in → the page first tried", async ({ page }) => {
    const email = uniqueEmail("journey");
    const password = "journey-password-1";

    // A visitor tries a protected page and is sent to / with the sign-in dialog open.
    await page.goto("/hook-generator");
    const dialog = new AuthDialog(page);
    await expect(dialog.root.getByRole("heading", { name: "Sign in to Hookline" })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === "/" && !url.searchParams.has("next"));
    expect(await page.evaluate(() => localStorage.getItem("lastAuthenticatedPath"))).toBe("/hook-generator");

    await dialog.showSignUp();
    await expectNoAxeViolations(page);
    await dialog.signUp("Jordan Rivers", email, password);
    await expect(dialog.root.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
    await expect(dialog.root).toContainText(email);
    expect(await page.evaluate(() => [localStorage.getItem("pendingUserEmail"), localStorage.getItem("pendingUserMetadata")])).toEqual([
      email,
      JSON.stringify({ name: "Jordan Rivers" }),
    ]);
    // Not signed in automatically: the browser holds no session.
    expect(await (await page.request.get("/api/auth/get-session")).json()).toBeNull();

    const message = await waitForMail(page.request, email, /Confirm your email/);
    await page.route("**/api/email-confirmation", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.goto(confirmationLinkIn(message));
    await expect(page.getByRole("heading", { name: "Confirming Email" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Email Confirmed" })).toBeVisible();
    await expect(page.getByText("Email confirmed successfully! Redirecting to welcome page...")).toBeVisible();
    // The token leaves the address bar at once.
    expect(new URL(page.url()).hash).toBe("");
    expect(await page.evaluate(() => [localStorage.getItem("pendingUserEmail"), localStorage.getItem("pendingUserMetadata")])).toEqual([null, null]);

    await page.waitForURL("**/welcome");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thanks for joining Hookline! Your email is confirmed.");
    await expect(page.getByRole("button", { name: "Create Account" })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();

    await page.waitForURL("**/hook-generator");
    await expect(page.getByRole("heading", { level: 1, name: "Hook generator" })).toBeVisible();
    await expect(page.getByTestId("signed-in-email")).toHaveText(email);
    await expect(page.getByRole("region", { name: "Verify your email" })).toHaveCount(0);
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
    await expect(page.getByRole("status")).toHaveText(`If ${email} still needs confirming, a new link is on its way. Check your inbox.`);
    await waitForMail(page.request, email, /Confirm your email/, 1);
    await expectNoAxeViolations(page);
  });

  test("a recovery link goes to /reset-password with the same fragment", async ({ page }) => {
    await page.goto("/auth/callback#type=recovery&access_token=123456");
    await page.waitForURL("**/reset-password**");
    await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
    await expect(page.getByLabel("Code")).toHaveValue("123456");
  });

  test("a signed-in user whose email is unconfirmed sees the banner and can resend the link", async ({ page }) => {
    const email = uniqueEmail("unconfirmed");
    await page.goto("/");
    await page.getByRole("button", { name: "Start Your Free Trial", exact: true }).first().click();
    const dialog = new AuthDialog(page);
    await dialog.signUp("Sam Lee", email, "unconfirmed-pass-1");
    await expect(dialog.root.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
    await waitForMail(page.request, email, /Confirm your email/);

    await page.keyboard.press("Escape");
    await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
    await dialog.signIn(email, "unconfirmed-pass-1");
    await page.waitForURL("**/dashboard");
    const banner = page.getByRole("region", { name: "Verify your email" });
    await expect(banner).toContainText(email);
    await banner.getByRole("button", { name: "Resend email" }).click();
    await expect(banner).toContainText("Sent. Check your inbox.");
    await waitForMail(page.request, email, /Confirm your email/, 1);
  });

  test("an unconfirmed user who asks for hooks is told to confirm first, and can resend the link right there", async ({ page }) => {
    await page.goto("/");
    const { email, password } = await createAccount(page, { confirmed: false, label: "unconfirmed-writer" });
    await signInThroughApi(page, email, password);
    await page.goto("/hook-generator");
    await page.getByLabel("Topic").first().fill("Remote onboarding");
    await page.getByRole("button", { name: "Write 10 hooks" }).click();
    const hooks = page.getByRole("region", { name: "Hooks" });
    await expect(hooks.getByRole("alert")).toHaveText(`Confirm your email to start generating: open the link we sent to ${email}.`);
    await hooks.getByRole("button", { name: "Resend email" }).click();
    await expect(hooks).toContainText("Sent. Check your inbox.");
    await waitForMail(page.request, email, /Confirm your email/, 1);
    await expectNoAxeViolations(page);
  });
});
