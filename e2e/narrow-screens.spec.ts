// Every screen of the app on the narrowest phone a user may have (320 px wide): nothing runs off the side, so
// nothing needs sideways scrolling to be read or reached.
import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { trialUser } from "./support/accounts";

const narrow = { width: 320, height: 720 };

/**
 * What runs past the right edge: the page's extra width, and the elements whose right side is off screen, unless a
 * box of their own scrolls or clips them on purpose (a code block that scrolls is fine; a page that clips is not).
 */
async function overflow(page: Page) {
  // The screen's width, not the page's: a phone widens its layout to fit content that runs over, then zooms out.
  return page.evaluate((width) => {
    const scrollsOnItsOwn = (element: HTMLElement) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const { overflowX } = getComputedStyle(parent);
        if (["auto", "scroll"].includes(overflowX) && parent.getBoundingClientRect().right <= width + 1) return true;
      }
      return false;
    };
    const over = [...document.querySelectorAll<HTMLElement>("body *")].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.right > width + 1 && !scrollsOnItsOwn(element);
    });
    // The innermost ones: what is too wide itself, not every box that holds it.
    const offenders = over
      .filter((element) => !over.some((other) => other !== element && element.contains(other)))
      .map((element) => {
        const text = (element.textContent ?? "").trim().slice(0, 40);
        return `<${element.tagName.toLowerCase()}> ${Math.round(element.getBoundingClientRect().right)} px "${text}"`;
      });
    return { extra: document.documentElement.scrollWidth - width, offenders: offenders.slice(0, 6) };
  }, narrow.width);
}

async function expectNoSidewaysScroll(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  const { extra, offenders } = await overflow(page);
  expect.soft(extra, `${path} is ${extra} px wider than the screen`).toBeLessThanOrEqual(0);
  expect.soft(offenders, `${path} runs past the right edge`).toEqual([]);
}

test.describe("the app at 320 px", () => {
  test.use({ viewport: narrow, isMobile: true, hasTouch: true });

  test("every signed-in screen fits without sideways scrolling", async ({ page }) => {
    test.slow();
    await trialUser(page, "narrow");
    for (const path of [
      "/dashboard",
      "/generator",
      "/hook-generator",
      "/presets-settings",
      "/profile",
      "/onboarding/checklist",
      "/onboarding/survey",
      "/onboarding/demo",
      "/onboarding/demo-dashboard",
      "/onboarding/demo-generator",
      "/welcome",
      "/billing/upgrade",
      "/payment-success",
    ])
      await expectNoSidewaysScroll(page, path);
  });

  test("the generator's result, its previews and a saved copy's page fit too", async ({
    page,
    generatorPage: generator,
  }) => {
    await trialUser(page, "narrow-result");
    await generator.goto();
    await generator.writeGoogleAd("Brewly Smart Burr Grinder for Home Espresso", "A grinder that weighs every dose.");
    const { extra, offenders } = await overflow(page);
    expect(extra).toBeLessThanOrEqual(0);
    expect(offenders).toEqual([]);

    await generator.saveButton().click();
    await expect(generator.saveButton("Saved")).toBeVisible();
    await page.goto("/dashboard");
    const open = page.getByRole("link", { name: "Open", exact: true }).first();
    await expectNoSidewaysScroll(page, (await open.getAttribute("href")) ?? "/dashboard");
  });
});
