import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { createAccount, signInThroughApi, trialUser } from "./support/accounts";
import { smallTapTargets } from "./support/tap-targets";

/** The first Tab stop is the skip link, shown when focused; Enter on it puts focus on the page's main content. */
async function expectSkipLinkFirst(page: Page, path: string) {
  await page.goto(path);
  // The screen itself, not a loading state: onboarding screens show theirs once the guard has decided.
  await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip, path).toBeFocused();
  await expect(skip, path).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main"), path).toBeFocused();
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.closest("main") !== null), path).toBe(true);
}

test.describe("what a new user meets first", () => {
  test("every kind of page starts with Skip to content; Inter swaps in over a metric-matched fallback; the auth dialog says Sign In throughout", async ({
    page,
    sitePage,
    authDialog: dialog,
  }) => {
    for (const path of ["/", "/blog", "/welcome", "/onboarding/demo?demo=1"]) await expectSkipLinkFirst(page, path);

    const faces = await page.evaluate(() =>
      // sizeAdjust is a descriptor Chromium reads that TypeScript's DOM types do not list yet.
      Array.from(document.fonts, (face: FontFace & { sizeAdjust?: string }) => ({
        family: face.family,
        display: face.display,
        size: face.sizeAdjust,
      })),
    );
    const inter = faces.filter((face) => /inter/i.test(face.family));
    expect(inter.find((face) => !/fallback/i.test(face.family))?.display).toBe("swap");
    expect(inter.find((face) => /fallback/i.test(face.family))?.size).not.toBe("100%");

    await page.goto("/");
    await sitePage.signInButton.click();
    await expect(dialog.choice.getByRole("button")).toHaveText(["Sign In", "Sign Up"]);
    await expect(dialog.root.locator("form").getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
    await page.keyboard.press("Escape");

    const { email, password } = await createAccount(page, { label: "skip-link" });
    await signInThroughApi(page, email, password);
    await expectSkipLinkFirst(page, "/dashboard");
  });

  test("every link and button on the landing page, the dashboard and the generator is at least 24 px each way @mobile", async ({
    page,
    generatorPage: generator,
  }) => {
    await page.goto("/");
    const small: Record<string, string[]> = { landing: await smallTapTargets(page) };
    await trialUser(page, "tap-targets");
    await page.goto("/dashboard");
    small.dashboard = await smallTapTargets(page);
    await generator.goto();
    await generator.topic.fill("Async standups");
    await generator.abTesting.check();
    await generator.generate();
    await expect(generator.result.getByRole("button", { name: "…see more" }).first()).toBeVisible();
    small.generator = await smallTapTargets(page);
    expect(small).toEqual({ landing: [], dashboard: [], generator: [] });
  });
});

test.describe("the cookie banner and dialogs", () => {
  test.use({ cookieConsent: null, upgradeDialogSeen: false });
  test.skip(({ isMobile }) => !isMobile, "on a phone the banner took the room of the dialog's last lines");

  test("the cookie banner stays out of an open dialog and comes back when it closes @mobile", async ({ page }) => {
    await page.goto("/");
    const { email, password } = await createAccount(page, { label: "banner-dialog" });
    await signInThroughApi(page, email, password);
    await page.goto("/dashboard");
    const dialog = page.getByRole("dialog", { name: "Choose a plan to start writing" });
    const banner = page.getByRole("region", { name: "Cookie consent", includeHidden: true });
    await expect(dialog).toBeVisible();
    // In the page (undecided visitor), but not shown over the dialog.
    await expect(banner).toBeAttached();
    await expect(banner).toBeHidden();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(banner).toBeVisible();
  });
});
