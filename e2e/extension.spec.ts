import { readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";

import { expectNoAxeViolations } from "./axe";
import { origin, trialUser } from "./support/accounts";
import { expect, test } from "./support/extension";

/** A trial subscriber signed in in this context, with a fresh extension key from the API the profile uses. */
async function subscriberKey(page: Page, label: string): Promise<string> {
  await trialUser(page, label);
  const created = await page.request.post("/api/extension/key", { headers: origin(page) });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { key: string }).key;
}

async function saveKeyInOptions(context: BrowserContext, extensionId: string, key: string): Promise<Page> {
  const options = await context.newPage();
  await options.goto(`chrome-extension://${extensionId}/options.html`);
  await options.getByRole("textbox", { name: "API key" }).fill(key);
  await options.getByRole("button", { name: "Test and save" }).click();
  await expect(options.getByRole("status")).toHaveText("Key saved. Hookline is ready to write replies.");
  return options;
}

const hookline = (page: Page) => page.locator("[data-hookline-button]");

test.describe("the browser extension", () => {
  test("the manifest asks for storage, active tab, scripting, the three sites and this backend, nothing more", ({
    extensionPath,
    baseURL,
  }) => {
    const manifest = JSON.parse(readFileSync(path.join(extensionPath, "manifest.json"), "utf8")) as {
      manifest_version: number;
      permissions: string[];
      host_permissions: string[];
    };
    expect(manifest.manifest_version).toBe(3);
    expect(manifest.permissions).toEqual(["storage", "activeTab", "scripting"]);
    expect(manifest.host_permissions.toSorted()).toEqual(
      [
        "https://x.com/*",
        "https://twitter.com/*",
        "https://www.threads.com/*",
        "https://www.threads.net/*",
        "https://www.instagram.com/*",
        `${new URL(String(baseURL)).origin}/*`,
      ].toSorted(),
    );
  });

  test("X: paste the key in the options, then a funny draft goes into the reply box; a revoked key says so in place", async ({
    context,
    page,
    extensionId,
    baseURL,
  }) => {
    const key = await subscriberKey(page, "extension-x");
    const options = await saveKeyInOptions(context, extensionId, key);
    await expect(options.getByText("Essential · trial, 3 days left", { exact: true })).toBeVisible();
    await expectNoAxeViolations(options);

    const popup = await context.newPage();
    await popup.goto(`chrome-extension://${extensionId}/popup.html`);
    await expect(popup.getByText("Requests left")).toBeVisible();
    await popup.close();

    await page.goto("https://x.com/miachen/status/1");
    await expect(hookline(page)).toHaveCount(1);
    await hookline(page)
      .getByRole("button", { name: /Reply with Hookline/ })
      .click();
    await expect(page.getByRole("menuitem")).toHaveText(["Neutral", "Agreeing", "Disagreeing", "Funny", "Insightful"]);
    await page.getByRole("menuitem", { name: "Funny" }).click();
    const draft = page.getByRole("button", { name: /Fake funny reply 1/ });
    await expect(draft).toContainText(/\d+\/280 characters/);
    await draft.click();
    const composer = page.getByRole("textbox", { name: "Post text" });
    await expect(composer).toHaveText("Fake funny reply 1");
    // The site heard it as typed text, and nothing was posted.
    await expect(page.locator("#site-seen")).toHaveText(/^Site saw insertText: \d+ characters$/);
    await expect(page.getByTestId("tweetButtonInline")).toBeEnabled();
    expect(await page.evaluate(() => document.body.dataset.posted)).toBeUndefined();

    expect(
      (
        await page.request.delete("/api/extension/key", { headers: { origin: new URL(String(baseURL)).origin } })
      ).status(),
    ).toBe(204);
    await hookline(page)
      .getByRole("button", { name: /Reply with Hookline/ })
      .click();
    await page.getByRole("menuitem", { name: "Neutral" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "This API key is not valid. Create a new one in your Hookline profile.",
    );
    // Chrome brings an open options tab forward instead of opening another: close them to see it open.
    for (const open of context.pages()) if (open.url().endsWith("/options.html")) await open.close();
    const settings = context.waitForEvent("page", (opened) => opened.url().endsWith("/options.html"));
    await page.getByRole("button", { name: "Open Hookline settings" }).click();
    await expect((await settings).getByRole("alert")).toContainText("This API key is not valid.");
  });

  test("X: the drafts are written for the whole conversation: the earlier posts, the quoted post, the photo and the author's handle", async ({
    context,
    page,
    extensionId,
  }) => {
    const key = await subscriberKey(page, "extension-context");
    await saveKeyInOptions(context, extensionId, key);

    await page.goto("https://x.com/miachen/status/1");
    // The background worker makes the call; Playwright reports a service worker's requests on the context.
    const asked = context.waitForEvent(
      "request",
      (request) => request.method() === "POST" && new URL(request.url()).pathname === "/api/extension/reply",
    );
    await hookline(page)
      .getByRole("button", { name: /Reply with Hookline/ })
      .click();
    await page.getByRole("menuitem", { name: "Insightful" }).click();
    await expect(page.getByRole("button", { name: /Fake insightful reply 1/ })).toBeVisible();

    expect((await asked).postDataJSON()).toMatchObject({
      platform: "x",
      tone: "insightful",
      postText:
        "Hot take: most landing pages lose visitors in the first line. Rewrite the headline before you touch the design. #marketing",
      author: "@miachen",
      thread: [
        "We launched on Tuesday. Plenty of visits, almost no signups.",
        "What did the page say above the fold?",
        "Landing pages are where launches go to die.",
      ],
      quotedText: "Your headline is the only line everyone reads.",
      imageAlt: "A landing page with its headline circled in red",
    });
  });

  test("Threads by keyboard and Instagram by click: the draft lands in each composer", async ({
    context,
    page,
    extensionId,
  }) => {
    const key = await subscriberKey(page, "extension-threads");
    await saveKeyInOptions(context, extensionId, key);

    await page.goto("https://www.threads.com/@mia.chen/post/1");
    await expect(hookline(page)).toHaveCount(1);
    await page.getByRole("textbox", { name: /Type to compose/ }).click();
    await page.keyboard.press("Alt+Shift+H");
    await expect(page.getByRole("menuitem", { name: "Neutral" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "Agreeing", exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: /Fake agreeing reply 1/ })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("textbox", { name: /Type to compose/ })).toHaveText("Fake agreeing reply 1");
    await expect(page.locator("#site-seen")).toHaveText(/^Site saw insertText/);

    await page.goto("https://www.instagram.com/p/brewly/");
    await hookline(page)
      .getByRole("button", { name: /Reply with Hookline/ })
      .click();
    await page.getByRole("menuitem", { name: "Insightful" }).click();
    await page.getByRole("button", { name: /Fake insightful reply 2/ }).click();
    await expect(page.getByRole("textbox", { name: "Add a comment…" })).toHaveValue("Fake insightful reply 2");
    await expect(page.locator("#site-seen")).toHaveText(/^Site saw insertText/);
    expect(await page.evaluate(() => document.body.dataset.posted)).toBeUndefined();
  });
});
