import type { Page } from "@playwright/test";

import { expectNoAxeViolations } from "./axe";
import { expect, prepareContext, test } from "./fixtures";
import { createAccount, origin, signInThroughApi, trialUser } from "./support/accounts";

/** Saves a copy the way the generator does (POST /api/copies with the page's session) and returns its id. */
async function saveCopy(
  page: Page,
  content: string,
  contentType: string,
  parameters: Record<string, unknown> = {},
): Promise<string> {
  const response = await page.request.post("/api/copies", {
    data: { content, contentType, parameters },
    headers: origin(page),
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { copy: { id: string } }).copy.id;
}

test.describe("the library", () => {
  test("searches as you type, opens, edits, copies and deletes a saved copy through a dialog", async ({
    page,
    context,
  }) => {
    await trialUser(page, "library");
    const launchId = await saveCopy(page, "Launch post for the spring sale", "social", {
      platform: "linkedin",
      writer: "Offline writer",
    });
    await saveCopy(page, "Welcome email for new members", "email");

    await page.goto("/dashboard");
    const saved = page.getByTestId("saved-copy");
    await expect(saved).toHaveCount(2);

    // Typing narrows the list without pressing Enter, and the URL follows by replacing the entry (Back is not flooded).
    const historyLength = await page.evaluate(() => history.length);
    await page.getByRole("searchbox", { name: "Search" }).pressSequentially("spring");
    await expect(page).toHaveURL(/\/dashboard\?q=spring$/);
    await expect(saved).toHaveCount(1);
    await expect(saved).toContainText("Launch post for the spring sale");
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    await page.getByRole("searchbox", { name: "Search" }).fill("");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(saved).toHaveCount(2);

    // Open the copy: its full text, type, platform and date; edit and save it.
    await saved.filter({ hasText: "spring sale" }).getByRole("link", { name: "Open" }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/library/${launchId}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Launch post for the spring sale");
    await expect(page.getByText("Social post", { exact: true })).toBeVisible();
    await expect(page.getByText("LinkedIn", { exact: true })).toBeVisible();
    await expect(page.getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
    const text = page.getByRole("textbox", { name: "Text", exact: true });
    await expect(text).toHaveValue("Launch post for the spring sale");
    await expectNoAxeViolations(page);

    await text.fill("Launch post for the summer sale");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Your changes are in your library.")).toBeVisible();
    await page.reload();
    await expect(text).toHaveValue("Launch post for the summer sale");

    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByRole("button", { name: "Copy", exact: true }).click();
    await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("Launch post for the summer sale");

    // Delete asks first, naming the copy; Cancel keeps it and gives focus back to its Delete button.
    await page.getByRole("link", { name: "Back to your library" }).click();
    const summer = saved.filter({ hasText: "summer sale" });
    await expect(summer).toHaveCount(1);
    const deleteButton = summer.getByRole("button", { name: "Delete" });
    await deleteButton.click();
    const dialog = page.getByRole("alertdialog", { name: "Delete this copy?" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("“Launch post for the summer sale” will be deleted from your library.");
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(deleteButton).toBeFocused();
    await expect(saved).toHaveCount(2);

    // Delete removes it, a toast says so, and focus lands on the library.
    await deleteButton.click();
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("The copy was deleted from your library.")).toBeVisible();
    await expect(saved).toHaveCount(1);
    await expect(saved).toContainText("Welcome email for new members");
    await expect(page.getByRole("heading", { name: "Your library" })).toBeFocused();
    const gone = await page.goto(`/dashboard/library/${launchId}`);
    expect(gone?.status()).toBe(404);
  });

  test("a copy saved from the generator has its own page: title, brief, limits, score, preview, favourite, delete", async ({
    page,
    generatorPage: generator,
    savedCopyPage: saved,
  }) => {
    await trialUser(page, "saved-copy");
    await generator.goto();
    await generator.writeLinkedInPost("Async standups");
    await generator.saveButton().click();
    await expect(generator.saveButton("Saved")).toBeVisible();

    // The library names the card by its brief's topic.
    await page.goto("/dashboard");
    const card = page.getByTestId("saved-copy");
    await expect(card.getByRole("heading")).toHaveText("Async standups");
    await card.getByRole("link", { name: "Open" }).click();

    await expect(saved.title).toHaveText("Async standups");
    expect((await saved.backLink.boundingBox())?.height).toBeGreaterThanOrEqual(24);
    await expect(saved.briefValue("Platform")).toHaveText("LinkedIn");
    await expect(saved.briefValue("Topic")).toHaveText("Async standups");
    // Counted against LinkedIn's own limit, as the generator counts it, and following the edits.
    const text = await saved.text.inputValue();
    await expect(saved.counters).toHaveText(`Post: ${text.trim().length} / 3000`);
    await saved.text.fill(`${text.trim()} More.`);
    await expect(saved.counters).toHaveText(`Post: ${text.trim().length + 6} / 3000`);
    await expect(saved.score).toBeVisible();
    await expect(saved.preview("LinkedIn preview")).toContainText("Fake model copy about Async standups.");
    await saved.titleField.fill("Standups, the async way");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(saved.title).toHaveText("Standups, the async way");
    await expectNoAxeViolations(page);

    // The favourite is kept.
    await saved.favouriteButton().click();
    await expect(saved.favouriteButton()).toHaveAttribute("aria-pressed", "true");
    await page.reload();
    await expect(saved.favouriteButton()).toHaveAttribute("aria-pressed", "true");
    const copyUrl = page.url();

    // Open in generator fills the brief in.
    await saved.openInGenerator.click();
    await expect(page).toHaveURL(/\/generator\?from=/);
    await expect(page.getByText("The brief of “Standups, the async way” is filled in.")).toBeVisible();
    await expect(generator.topic).toHaveValue("Async standups");
    await expect(generator.platform).toHaveValue("linkedin");

    // Delete asks first, then the copy is gone from the library.
    await page.goto(copyUrl);
    await saved.deleteButton.click();
    await saved.deleteDialog.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("The copy was deleted from your library.")).toBeVisible();
    await expect(page.getByTestId("saved-copy")).toHaveCount(0);
  });

  test("another user's saved copy is not found", async ({ page }) => {
    await trialUser(page, "library-owner");
    const id = await saveCopy(page, "Only mine to read", "email");
    const ownPage = await page.goto(`/dashboard/library/${id}`);
    expect(ownPage?.status()).toBe(200);

    const stranger = await createAccount(page, { label: "library-stranger" });
    await signInThroughApi(page, stranger.email, stranger.password);
    const response = await page.goto(`/dashboard/library/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Only mine to read")).toHaveCount(0);
  });

  test("search still works without JavaScript: the form submits ?q= and the server filters", async ({
    page,
    context,
    browser,
  }, testInfo) => {
    await trialUser(page, "library-no-js");
    await saveCopy(page, "Launch post for the spring sale", "social");
    await saveCopy(page, "Welcome email for new members", "email");

    const plain = await browser.newContext({ javaScriptEnabled: false, storageState: await context.storageState() });
    await prepareContext(plain, { cookieConsent: "declined", upgradeDialogSeen: true }, testInfo);
    try {
      const noScript = await plain.newPage();
      await noScript.goto("/dashboard");
      await expect(noScript.getByTestId("saved-copy")).toHaveCount(2);
      await noScript.getByRole("searchbox", { name: "Search" }).fill("welcome");
      await noScript.getByRole("searchbox", { name: "Search" }).press("Enter");
      await expect(noScript).toHaveURL(/\/dashboard\?q=welcome/);
      await expect(noScript.getByTestId("saved-copy")).toHaveCount(1);
      await expect(noScript.getByTestId("saved-copy")).toContainText("Welcome email for new members");
    } finally {
      await plain.close();
    }
  });
});
