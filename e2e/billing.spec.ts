import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import {
  answerSurvey,
  createAccount,
  openConfirmationLink,
  signInThroughApi,
  signUpThroughDialog,
  trialUser,
  uniqueEmail,
} from "./support/accounts";

test.describe("billing in local billing mode", () => {
  test("choose Essential → test-mode confirmation → Payment Successful! → the dashboard shows the trial and 0 of 10", async ({
    page,
  }) => {
    await page.goto("/");
    const { email, password } = await createAccount(page, { label: "billing" });
    await signInThroughApi(page, email, password);
    await page.goto("/?scrollTo=pricing");
    // The top bar knows the visitor is signed in once it offers the dashboard.
    await expect(page.getByRole("banner").getByRole("link", { name: "Dashboard" })).toBeVisible();
    await page.getByRole("button", { name: "Start your free trial of Essential" }).click();

    await expect(page).toHaveURL(/\/billing\/local-confirm\?plan=essential$/);
    await expect(page.getByText("Test mode – no payment")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm the Essential plan");
    await page.getByRole("button", { name: "Confirm" }).click();

    await expect(page).toHaveURL(/\/payment-success$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment Successful!");
    // The tutorial is a local recording that loads only when played.
    const tour = page.locator("video");
    await expect(tour).toHaveAttribute("preload", "none");
    const source = await tour.locator("source").getAttribute("src");
    const video = await page.request.get(source ?? "");
    expect(video.headers()["content-type"]).toBe("video/webm");
    // After the payment page's 3 s: force-show-onboarding is set and the cached usage is dropped.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("force-show-onboarding")), { timeout: 10_000 })
      .toBe("true");
    // What started, and what it costs when.
    await expect(page.getByRole("status").filter({ hasText: "Essential plan" })).toHaveText(
      /^Essential plan: free trial until \w+ \d{1,2}, \d{4}; then \$14\.99 a month unless you cancel\.$/,
    );
    await page.getByRole("link", { name: "Go to Dashboard" }).click();

    // Once, right after payment, the new subscriber is shown the onboarding checklist; then the flag is gone.
    await expect(page).toHaveURL(/\/onboarding\/checklist$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get started with Hookline");
    await expect.poll(() => page.evaluate(() => localStorage.getItem("force-show-onboarding"))).toBeNull();
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/dashboard$/);
    // The header and the dashboard name the plan being trialled and the days left, in the same words.
    const trialLabel = "Essential · trial, 3 days left";
    const plan = page.getByTestId("plan-summary");
    await expect(plan.getByText(trialLabel, { exact: true })).toBeVisible();
    await expect(plan).toContainText("0 of 10 generations used in your trial");
    await expect(plan).toContainText(/3 days left \(ends \w+ \d{1,2}, \d{4}\)/);
    const meter = page.getByRole("banner").getByTestId("usage-meter");
    await expect(meter.getByText(trialLabel, { exact: true })).toBeVisible();
    await expect(meter.getByText(trialLabel, { exact: true })).toHaveAttribute("title", trialLabel);
    await expect(meter).toContainText("0 of 10");
    // A subscriber is not asked to choose a plan.
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // No second checkout: in the trial, the pricing button leads to the one-step upgrade.
    await page.goto("/?scrollTo=pricing");
    await expect(page.getByRole("banner").getByRole("link", { name: "Dashboard" })).toBeVisible();
    await page.getByRole("button", { name: "Start your free trial of Pro" }).click();
    await expect(page).toHaveURL(/\/billing\/upgrade\?plan=pro$/);
  });

  test("a visitor who picks a plan signs up, sets up, confirms in the same browser, and starts that plan's trial in one step", async ({
    page,
  }) => {
    const email = uniqueEmail("plan-first");
    const password = "plan-first-password-1";
    await page.goto("/?scrollTo=pricing");
    await page.getByRole("button", { name: "Start your free trial of Essential" }).click();
    await signUpThroughDialog(page, "Sam Carter", email, password);
    await answerSurvey(page, "Advertisement", "Founder");
    await openConfirmationLink(page, email);

    // Still signed in: no sign-in form, the plans instead, the one picked on the pricing section first.
    await expect(page.getByLabel("Password")).toHaveCount(0);
    const essential = page.getByRole("button", { name: "Try Essential free for 3 days" });
    await expect(essential).toHaveClass(/bg-primary/);
    await expect(page.getByRole("button", { name: "Try Pro free for 3 days" })).not.toHaveClass(/bg-primary/);
    await expect(page.getByText("Test mode – no payment")).toBeVisible();
    await expectNoAxeViolations(page);
    await essential.click();

    // The trial runs at once, and the generator opens on the kind of copy the quick setup named.
    await expect(page).toHaveURL(/\/generator$/);
    await expect(page.getByRole("radio", { name: "Ads" })).toBeChecked();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await (await page.request.get("/api/usage")).json()).toMatchObject({
      plan: "essential",
      status: "trialing",
      usage: { limit: 10, isTrial: true },
    });
    expect(await page.evaluate(() => localStorage.getItem("lastAuthenticatedPath"))).toBeNull();
  });

  test("an unconfirmed account cannot start the trial: checkout asks to confirm the email first", async ({ page }) => {
    await page.goto("/");
    const { email, password } = await createAccount(page, { confirmed: false, label: "unconfirmed-checkout" });
    await signInThroughApi(page, email, password);
    await page.goto("/billing/checkout?plan=essential");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your email first");
    await expect(
      page.getByText(`Confirm your email before choosing a plan: open the link we sent to ${email}.`),
    ).toBeVisible();
    await page.getByRole("main").getByRole("button", { name: "Resend email" }).click();
    await expect(page.getByText("Sent. Check your inbox.")).toBeVisible();
  });

  test.describe("without a plan", () => {
    test.use({ upgradeDialogSeen: false });

    test("a payment in another tab closes the upgrade dialog and updates the meter", async ({ page, context }) => {
      await page.goto("/");
      const { email, password } = await createAccount(page, { label: "two-tabs" });
      await signInThroughApi(page, email, password);
      await page.goto("/dashboard");
      const dialog = page.getByRole("dialog", { name: "Choose a plan to start writing" });
      await expect(dialog).toBeVisible();
      await expect(page.getByTestId("usage-meter")).toContainText("No plan");

      const other = await context.newPage();
      await other.goto("/billing/local-confirm?plan=essential");
      await other.getByRole("button", { name: "Confirm" }).click();
      await expect(other.getByRole("heading", { level: 1 })).toHaveText("Payment Successful!");

      await expect(dialog).toHaveCount(0, { timeout: 10_000 });
      const meter = page.getByTestId("usage-meter");
      // Refreshed from GET /api/usage, the label reads as a freshly rendered page would.
      await expect(meter).toContainText("Essential · trial, 3 days left");
      await expect(meter).toContainText("0 of 10 generations used in your trial");
    });

    test("the upgrade dialog opens once per tab session, shows the current plan and the choices, and never on /profile", async ({
      page,
    }) => {
      await page.goto("/");
      const { email, password } = await createAccount(page, { label: "no-plan" });
      await signInThroughApi(page, email, password);

      await page.goto("/profile");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Profile");
      await expect(page.getByRole("dialog")).toHaveCount(0);

      await page.goto("/dashboard");
      const dialog = page.getByRole("dialog", { name: "Choose a plan to start writing" });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText("Your current plan: No plan");
      await expect(dialog.getByRole("button", { name: "Try Essential free for 3 days" })).toBeVisible();
      await expect(dialog.getByRole("button", { name: "Try Pro free for 3 days" })).toBeVisible();
      expect(await page.evaluate(() => sessionStorage.getItem("subscriptionModalShown"))).toBe("true");
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);

      await page.reload();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
      await page.waitForTimeout(500);
      await expect(page.getByRole("dialog")).toHaveCount(0);

      // Its plan buttons start the trial in one step (local billing mode: at once), then the generator opens.
      await page.evaluate(() => sessionStorage.removeItem("subscriptionModalShown"));
      await page.reload();
      await page.getByRole("dialog").getByRole("button", { name: "Try Pro free for 3 days" }).click();
      await expect(page).toHaveURL(/\/generator$/);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      expect(await (await page.request.get("/api/usage")).json()).toMatchObject({
        plan: "pro",
        status: "trialing",
        usage: { limit: 10, isTrial: true },
      });
    });
  });
});

test.describe("upgrading a trial", () => {
  test("the pricing button during a trial shows what changes, and one confirmation starts the plan at once", async ({
    page,
  }) => {
    await trialUser(page, "upgrade");
    await page.goto("/?scrollTo=pricing");
    await page.getByRole("button", { name: "Start your free trial of Pro" }).click();
    await expect(page).toHaveURL(/\/billing\/upgrade\?plan=pro$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Upgrade to Pro now");
    await expect(page.getByText("Essential trial → Pro")).toBeVisible();
    await expect(page.getByText("600 generations a month")).toBeVisible();
    await expect(page.getByText("$29.99 (test mode: nothing is charged)")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Upgrade to Pro" }).click();
    await expect(page).toHaveURL(/\/payment-success$/);
    await expect(page.getByRole("status").filter({ hasText: "Pro plan" })).toHaveText(
      /^Pro plan: \$29\.99 charged for this month, and it renews on \w+ \d{1,2}, \d{4}\.$/,
      { timeout: 15_000 },
    );
    // They know the product already: no tour.
    await expect(page.getByText("A short tour of Hookline")).toHaveCount(0);
    // No trial is left to upgrade: the page sends a paid subscriber to the profile.
    await page.goto("/billing/upgrade?plan=essential");
    await expect(page).toHaveURL(/\/profile$/);
  });
});
