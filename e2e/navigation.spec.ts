import type { Locator, Page } from "@playwright/test";

import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { trialUser } from "./support/accounts";

const marketingDestinations = [
  { label: "Features", path: "/features" },
  { label: "Use cases", path: "/use-cases" },
  { label: "Blog", path: "/blog" },
];
const appDestinations = [
  { label: "Dashboard", path: "/dashboard" },
  { label: "Generator", path: "/generator" },
  { label: "Hook generator", path: "/hook-generator" },
  { label: "Presets", path: "/presets-settings" },
  { label: "Profile", path: "/profile" },
];
const widths = [320, 390, 800, 1280, 1440];
/** One row of the header: 64 px and its border. Two rows of links would be at least 20 px more. */
const singleRowHeight = 72;

type HeaderLayout = { height: number; overflow: number; wrapped: string[]; outside: string[]; small: string[] };

/**
 * How the banner lays out now: its height, how far the page is wider than the window, the texts in it that run onto
 * a second line, the links and buttons that stick out of it or out of the window, and those smaller than 24×24 px.
 */
async function headerLayout(page: Page): Promise<HeaderLayout> {
  return page.getByRole("banner").evaluate((header) => {
    const box = header.getBoundingClientRect();
    const wrapped: string[] = [];
    const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (!text) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = new Set(
        [...range.getClientRects()]
          .filter((rect) => rect.width > 0 && rect.height > 0)
          .map((rect) => Math.round(rect.top)),
      );
      if (lines.size > 1) wrapped.push(text);
    }
    const outside: string[] = [];
    const small: string[] = [];
    for (const element of header.querySelectorAll("a, button, [data-testid]")) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const name = element.getAttribute("aria-label") ?? element.textContent?.trim() ?? element.tagName;
      if (
        rect.left < -0.5 ||
        rect.right > window.innerWidth + 0.5 ||
        rect.top < box.top - 0.5 ||
        rect.bottom > box.bottom + 0.5
      )
        outside.push(name);
      if (element.matches("a, button") && (rect.width < 24 || rect.height < 24)) small.push(name);
    }
    return {
      height: box.height,
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      wrapped,
      outside,
      small,
    };
  });
}

async function expectOneRow(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await expect(page.getByRole("banner")).toBeVisible();
  // Measured once the layout has settled after the resize (fonts, the account corner filling in).
  await expect.poll(() => headerLayout(page).then((layout) => layout.overflow)).toBeLessThanOrEqual(0);
  const layout = await headerLayout(page);
  expect(layout.wrapped, `texts on two lines at ${width} px`).toEqual([]);
  expect(layout.outside, `outside the header or the window at ${width} px`).toEqual([]);
  expect(layout.small, `targets under 24×24 px at ${width} px`).toEqual([]);
  expect(layout.height, `header height at ${width} px`).toBeLessThanOrEqual(singleRowHeight);
}

async function expectTouchTarget(target: Locator) {
  const box = await target.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
}

/** Tab and Shift+Tab, more times than the sheet has stops, never leave it. */
async function expectFocusTrappedIn(page: Page, sheet: Locator) {
  for (const key of [
    "Tab",
    "Tab",
    "Tab",
    "Tab",
    "Tab",
    "Tab",
    "Tab",
    "Tab",
    "Tab",
    "Shift+Tab",
    "Shift+Tab",
    "Shift+Tab",
  ]) {
    await page.keyboard.press(key);
    expect(await sheet.evaluate((root) => root.contains(document.activeElement))).toBe(true);
  }
}

test.describe("the menu on a phone", () => {
  test.skip(({ isMobile }) => !isMobile, "the menu button replaces the links below the md breakpoint only");

  test("reaches every marketing destination, closing on each navigation @mobile", async ({
    page,
    headerMenu: menu,
  }) => {
    await page.goto("/");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Features" })).toBeHidden();
    await expect(banner.getByRole("button", { name: "Sign In" })).toBeVisible();
    await expectTouchTarget(banner.getByRole("button", { name: "Sign In" }));
    await expectTouchTarget(menu.button);

    for (const { label, path } of marketingDestinations) {
      await menu.go(label);
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expect(menu.sheet).toBeHidden();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }

    // Pricing is a section of the landing page: the sheet closes even where the path stays the same.
    await page.goto("/");
    await menu.go("Pricing");
    await expect(menu.sheet).toBeHidden();
    await expect(page.locator("#pricing")).toBeInViewport();
    await expect(page).toHaveURL((url) => url.pathname === "/" && url.search === "");
  });

  test("says whether it is open, traps focus, and Escape closes it and returns focus to the button @mobile", async ({
    page,
    headerMenu: menu,
  }) => {
    await page.goto("/features");
    await expect(menu.button).toHaveAttribute("aria-expanded", "false");
    await menu.open();
    await expect(menu.button).toHaveAttribute("aria-expanded", "true");
    for (const { label } of [...marketingDestinations, { label: "Pricing" }]) await expectTouchTarget(menu.link(label));
    await expectTouchTarget(menu.sheet.getByRole("button", { name: "Close menu" }));
    await expectFocusTrappedIn(page, menu.sheet);

    await page.keyboard.press("Escape");
    await expect(menu.sheet).toBeHidden();
    await expect(menu.button).toBeFocused();
    await expect(menu.button).toHaveAttribute("aria-expanded", "false");
    await expect(page).toHaveURL((url) => url.pathname === "/features");

    // The close button does the same.
    await menu.open();
    await menu.sheet.getByRole("button", { name: "Close menu" }).click();
    await expect(menu.sheet).toBeHidden();
    await expect(menu.button).toBeFocused();
  });

  test("the open marketing menu has no axe violations @mobile", async ({ page, headerMenu: menu }) => {
    await page.goto("/");
    await menu.open();
    await expectNoAxeViolations(page);
  });

  test("reaches every app destination and offers the usage meter, the full email and sign-out @mobile", async ({
    page,
    headerMenu: menu,
  }) => {
    const email = await trialUser(page, "phone-menu");
    await page.goto("/profile");
    // Only the first dashboard visit after payment leads to the checklist; this test is about the menu.
    await page.evaluate(() => localStorage.removeItem("force-show-onboarding"));
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Generator" })).toBeHidden();
    await expectTouchTarget(menu.button);

    for (const { label, path } of appDestinations) {
      await menu.go(label);
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expect(menu.sheet).toBeHidden();
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    }

    // While getting-started tasks remain, the menu leads back to the checklist.
    await menu.go("Getting started");
    await expect(page).toHaveURL(/\/onboarding\/checklist\?demo=1$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get started with Hookline");
    await page.goto("/profile");

    await menu.open();
    await expect(menu.link("Profile")).toHaveAttribute("aria-current", "page");
    await expect(menu.sheet).toContainText(email);
    await expect(menu.sheet.getByTestId("usage-meter")).toContainText("0 of 10");
    await expect(menu.sheet.getByTestId("usage-meter")).toContainText("Essential · trial, 3 days left");
    await expectNoAxeViolations(page);
    const signOut = menu.sheet.getByRole("button", { name: "Sign out" });
    await expectTouchTarget(signOut);
    await signOut.click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign In" })).toBeVisible();
  });
});

test.describe("the headers on one row", () => {
  test("the marketing header fits from 320 to 1440 px, with the menu only below 768 px", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("banner").getByRole("button", { name: "Open menu" });
    for (const width of widths) {
      await expectOneRow(page, width);
      if (width < 768) await expect(button).toBeVisible();
      else await expect(button).toBeHidden();
      await expect(page.getByRole("banner").getByRole("button", { name: "Sign In" })).toBeVisible();
    }
  });

  test("the app header fits from 320 to 1440 px with a long email and the trial's label, which it shortens and names in full", async ({
    page,
  }) => {
    // A trial's plan label is the longest the meter shows.
    const email = await trialUser(page, "a-rather-long-address-that-the-app-header-has-to-shorten");
    await page.goto("/profile");
    await page.evaluate(() => localStorage.removeItem("force-show-onboarding"));
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/dashboard$/);
    const banner = page.getByRole("banner");
    const trialLabel = "Essential · trial, 3 days left";
    for (const width of widths) {
      await expectOneRow(page, width);
      if (width < 768) {
        await expect(banner.getByRole("button", { name: "Open menu" })).toBeVisible();
        await expect(banner.getByRole("navigation", { name: "App" })).toBeHidden();
      } else {
        await expect(banner.getByRole("button", { name: "Open menu" })).toBeHidden();
        for (const { label } of appDestinations)
          await expect(banner.getByRole("link", { name: label, exact: true })).toBeVisible();
        await expect(banner.getByRole("button", { name: "Sign out" })).toBeVisible();
        // Shortened where the room runs out, the plan keeps its full label in the title.
        await expect(banner.getByTestId("usage-meter").getByText(trialLabel, { exact: true })).toHaveAttribute(
          "title",
          trialLabel,
        );
      }
      if (width >= 1280) {
        const shown = page.getByTestId("signed-in-email");
        await expect(shown).toBeVisible();
        await expect(shown).toHaveAttribute("title", email);
      }
    }
  });
});
