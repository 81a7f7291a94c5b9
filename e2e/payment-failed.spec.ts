import { expect, test } from "./fixtures";
import { trialUser } from "./support/accounts";
import { queryRows } from "./support/database";

/** What Stripe's failed renewal leaves behind, `daysAgo` days after the webhook reported it (local billing mode has no Stripe). */
const failPayment = (email: string, daysAgo: number) =>
  queryRows(
    "UPDATE subscriptions SET status = 'past_due', trial_end = NULL, past_due_since = now() - make_interval(days => $2) WHERE user_id = (SELECT id FROM users WHERE email = $1)",
    [email, daysAgo],
  );

test.describe("a failed payment", () => {
  test("keeps the plan for the grace period, with a banner on every screen saying until when, and ends when the plan is paid again", async ({
    page,
  }) => {
    const email = await trialUser(page, "grace");
    await failPayment(email, 0);

    await page.goto("/profile");
    const banner = page.getByRole("region", { name: "Payment failed" });
    await expect(banner).toContainText("Your payment failed.");
    await expect(banner).toContainText("Your Essential plan keeps working until");
    await expect(page.getByTestId("plan-summary")).toContainText("Essential (payment failed)");
    await expect(page.getByTestId("plan-summary")).toContainText("Payment failed: access until");

    await page.goto("/generator");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Generator");
    await expect(banner).toContainText("keeps working until");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // Local billing mode has no card to update: its way out is the test-mode confirmation of the same plan.
    await banner.getByRole("link", { name: "Confirm the plan again" }).click();
    await expect(page).toHaveURL(/\/billing\/local-confirm\?plan=essential$/);
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment Successful!");
    await page.goto("/profile");
    await expect(page.getByTestId("plan-summary")).toContainText("Active");
    await expect(banner).toHaveCount(0);
  });

  test.describe("after the grace period", () => {
    test.use({ upgradeDialogSeen: false });

    test("pauses the plan: the banner and the upgrade dialog say the payment failed and ask for the card, not a new plan", async ({
      page,
    }) => {
      const email = await trialUser(page, "grace-over");
      await failPayment(email, 4);

      await page.goto("/generator");
      const dialog = page.getByRole("dialog", { name: "Update your card to keep writing" });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText("Your last payment failed, so your plan is paused");
      await expect(dialog.getByRole("link", { name: "Confirm the plan again" })).toBeVisible();
      await expect(dialog.getByRole("button", { name: /^Choose/ })).toHaveCount(0);
      await page.keyboard.press("Escape");

      const banner = page.getByRole("region", { name: "Payment failed" });
      await expect(banner).toContainText("Your Essential plan is paused until the payment goes through");
      await expect(page.getByTestId("usage-meter")).toContainText("Essential (payment failed)");
    });
  });
});
