import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { createAccount, origin, signInThroughApi, trialUser } from "./support/accounts";

test.describe("profile and sessions", () => {
  test("shows the account, changes the password, and signs out", async ({ page, authDialog: dialog }) => {
    await page.goto("/");
    const { email, password } = await createAccount(page, { label: "profile" });
    await signInThroughApi(page, email, password);
    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(email);
    await expect(page.getByRole("main")).toContainText("Pat Example");
    await expectNoAxeViolations(page);

    const panel = page.getByRole("region", { name: "Change password" });
    await panel.getByLabel("Current password").fill("not-my-password");
    await panel.getByLabel("New password").fill("changed-password-1");
    await panel.getByRole("button", { name: "Change Password" }).click();
    await expect(panel.getByRole("alert")).toHaveText("Invalid password");
    await panel.getByLabel("Current password").fill(password);
    await panel.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByText("Password updated")).toBeVisible();

    await page.getByRole("region", { name: "Sessions" }).getByRole("button", { name: "Sign out", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/profile");
    await expect(page).toHaveURL((url) => url.pathname === "/");

    await dialog.signIn(email, "changed-password-1");
    await page.waitForURL("**/profile");
  });

  test("sign-in and sign-out reach every open tab", async ({ page, context, authDialog }) => {
    await page.goto("/");
    const { email, password } = await createAccount(page, { label: "tabs" });
    const other = await context.newPage();
    await other.goto("/");
    await expect(other.getByRole("banner").getByRole("button", { name: "Sign In" })).toBeVisible();

    await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
    await authDialog.signIn(email, password);
    await page.waitForURL("**/dashboard");
    await expect(other.getByRole("banner").getByRole("link", { name: "Dashboard" })).toBeVisible();

    await other.goto("/dashboard");
    await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
    await other.waitForURL((url) => url.pathname === "/");
  });

  test("deleting the account needs the password, then the account is gone", async ({ page }) => {
    await page.goto("/");
    const { email, password } = await createAccount(page, { label: "delete" });
    await signInThroughApi(page, email, password);
    await page.goto("/profile");
    const panel = page.getByRole("region", { name: "Delete account" });
    await expect(panel).toContainText("30 days");
    await panel.getByLabel("Password").fill("wrong-password-9");
    await panel.getByRole("button", { name: "Delete my account" }).click();
    await expect(panel.getByRole("alert")).toHaveText("Invalid password");
    await panel.getByLabel("Password").fill(password);
    await panel.getByRole("button", { name: "Delete my account" }).click();
    await page.waitForURL((url) => url.pathname === "/");

    const signIn = await page.request.post("/api/auth/sign-in/email", {
      data: { email, password },
      headers: origin(page),
    });
    expect(signIn.status()).toBe(401);
  });

  test("the extension key: shown once, then only its prefix and last four; rotate and revoke ask first", async ({
    page,
  }) => {
    await trialUser(page, "extension-key");
    await page.goto("/profile");
    const panel = page.getByRole("region", { name: "Browser extension" });
    await expect(panel).toContainText("No key yet.");
    await panel.getByRole("button", { name: "Create API key" }).click();
    const field = panel.getByLabel("Your new API key. Copy it now: it is shown only this once.");
    await expect(field).toHaveValue(/^hk_[A-Za-z0-9_-]{43}$/);
    const key = await field.inputValue();
    await expect(panel.getByTestId("extension-key")).toContainText(`${key.slice(0, 7)}…${key.slice(-4)}`);
    await expect(panel.getByTestId("extension-key")).toContainText("Never");
    await expectNoAxeViolations(page);

    // The key works for the extension's API, and afterwards the profile says when it was used.
    const me = await page.request.get("/api/extension/me", { headers: { authorization: `Bearer ${key}` } });
    expect(me.status()).toBe(200);
    await page.reload();
    await expect(panel.getByLabel(/Your new API key/)).toHaveCount(0);
    expect(await page.content()).not.toContain(key);
    await expect(panel.getByTestId("extension-key")).not.toContainText("Never");

    await panel.getByRole("button", { name: "Rotate key" }).click();
    await expect(panel).toContainText("The current key stops working at once");
    await panel.getByRole("group", { name: "Rotate the key" }).getByRole("button", { name: "Rotate key" }).click();
    await expect(panel.getByLabel(/Your new API key/)).not.toHaveValue(key);
    await expect(panel.getByLabel(/Your new API key/)).toBeFocused();
    expect(
      (await page.request.get("/api/extension/me", { headers: { authorization: `Bearer ${key}` } })).status(),
    ).toBe(401);

    await panel.getByRole("button", { name: "Revoke key" }).click();
    await panel.getByRole("group", { name: "Revoke the key" }).getByRole("button", { name: "Revoke key" }).click();
    await expect(panel).toContainText("No key yet.");
    // Focus is not lost with the confirmation: it lands on the button that makes a new key.
    await expect(panel.getByRole("button", { name: "Create API key" })).toBeFocused();
  });

  test("without a plan the extension section offers the plans instead of a key", async ({ page }) => {
    await page.goto("/");
    const { email, password } = await createAccount(page, { label: "extension-planless" });
    await signInThroughApi(page, email, password);
    await page.goto("/profile");
    const panel = page.getByRole("region", { name: "Browser extension" });
    await expect(panel).toContainText("The extension comes with every plan.");
    await expect(panel.getByRole("link", { name: "Choose a plan" })).toHaveAttribute("href", "/?scrollTo=pricing");
    await expect(panel.getByRole("button", { name: "Create API key" })).toHaveCount(0);
  });
});
