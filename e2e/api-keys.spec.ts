import type { Page } from "@playwright/test";

import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { createAccount, origin, signInThroughApi, trialUser } from "./support/accounts";

const section = (page: Page) => page.getByRole("region", { name: "API keys" });

/** What the public API answers a request made with `key`. */
async function usageStatus(page: Page, key: string): Promise<number> {
  return (await page.request.get("/api/v1/usage", { headers: { authorization: `Bearer ${key}` } })).status();
}

test.describe("API keys in the profile", () => {
  test("makes a key with chosen scopes, shows it once, lists it masked, and revokes it after confirming", async ({
    page,
  }) => {
    await trialUser(page, "api-keys");
    await page.goto("/profile");
    const panel = section(page);
    await expect(panel.getByRole("link", { name: "Read the API docs" })).toHaveAttribute("href", "/docs/api");
    await expect(panel).toContainText("No API keys yet.");

    await panel.getByLabel("Key name").fill("Claude Desktop");
    await expect(panel.getByRole("checkbox", { name: "generate" })).toBeChecked();
    await panel.getByRole("checkbox", { name: "library:read" }).check();
    await panel.getByRole("button", { name: "Create key" }).click();

    const field = panel.getByRole("textbox", { name: "New key: Claude Desktop" });
    await expect(field).toHaveValue(/^hk_[A-Za-z0-9_-]{43}$/);
    await expect(field).toBeFocused();
    await expect(panel).toContainText("Copy this key now: it will not be shown again.");
    const key = await field.inputValue();

    const masked = `${key.slice(0, 7)}…${key.slice(-4)}`;
    const row = panel.getByTestId("api-key").filter({ hasText: "Claude Desktop" });
    await expect(row).toContainText(masked);
    await expect(row.getByRole("list", { name: "Scopes" }).getByRole("listitem")).toHaveText([
      "generate",
      "library:read",
    ]);
    await expect(row).toContainText("Never used");
    await expectNoAxeViolations(page);

    expect(await usageStatus(page, key)).toBe(200);
    await page.reload();
    await expect(panel.getByRole("textbox", { name: /^New key/ })).toHaveCount(0);
    expect(await page.content()).not.toContain(key);
    await expect(row).not.toContainText("Never used");

    await row.getByRole("button", { name: `Revoke Claude Desktop (${masked})`, exact: true }).click();
    const confirm = panel.getByRole("group", { name: `Revoke Claude Desktop (${masked})`, exact: true });
    await expect(confirm).toContainText("Anything using this key stops working at once.");
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await confirm.getByRole("button", { name: "Revoke key" }).click();
    await expect(panel.getByTestId("api-key")).toHaveCount(0);
    await expect(panel).toContainText("No API keys yet.");
    await expect(panel.getByLabel("Key name")).toBeFocused();
    expect(await usageStatus(page, key)).toBe(401);
  });

  test("the section fits a phone's width with a new key on show @mobile", async ({ page }) => {
    await trialUser(page, "api-keys-phone");
    await page.goto("/profile");
    const panel = section(page);
    await panel.getByLabel("Key name").fill("A script with a rather long name that might not fit");
    await panel.getByRole("button", { name: "Create key" }).click();
    await expect(panel.getByRole("textbox", { name: /^New key/ })).toBeFocused();
    expect(await panel.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  });

  test("without a plan the section offers the plans instead of the form", async ({ page }) => {
    await page.goto("/");
    const { email, password } = await createAccount(page, { label: "api-keys-planless" });
    await signInThroughApi(page, email, password);
    await page.goto("/profile");
    const panel = section(page);
    await expect(panel).toContainText("API keys come with every plan.");
    await expect(panel.getByRole("link", { name: "Choose a plan" })).toHaveAttribute("href", "/?scrollTo=pricing");
    await expect(panel.getByRole("button", { name: "Create key" })).toHaveCount(0);

    const refused = await page.request.post("/api/api-keys", {
      data: { name: "Script", scopes: ["generate"] },
      headers: origin(page),
    });
    expect(refused.status()).toBe(403);
  });
});
