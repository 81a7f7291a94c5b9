import { expect, test } from "./fixtures";
import { publicRoutes } from "../lib/config/routes";
import { expectNoAxeViolations } from "./axe";
import { AuthDialog } from "./pages/auth-dialog";

const pages = [...publicRoutes.filter((route) => route.indexed).map((route) => route.path), "/payment-cancelled"];

test.describe("public pages", () => {
  for (const path of pages) {
    test(`${path} answers 200 with one h1, landmarks and its metadata`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("main")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
      if (path !== "/payment-cancelled") {
        const canonical = new URL((await page.locator('link[rel="canonical"]').getAttribute("href")) ?? "");
        expect(canonical.pathname).toBe(path);
        expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toContain("opengraph-image");
      }
    });
  }

  // /roadmap, all lower case, redirects to /Roadmap (routes-and-validators.spec.ts).
  test("other casings of /Roadmap are unknown paths", async ({ page }) => {
    expect((await page.goto("/ROADMAP"))?.status()).toBe(404);
    expect((await page.goto("/RoadMap"))?.status()).toBe(404);
  });

  for (const path of ["/", "/features", "/use-cases", "/contact", "/Roadmap", "/privacy-policy", "/terms-of-service", "/cookie-policy", "/imprint"]) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }

  test("/ carries Organization and WebSite structured data", async ({ page }) => {
    await page.goto("/");
    const types = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")["@type"]));
    expect(types.sort()).toEqual(["Organization", "WebSite"]);
  });

  test("the sitemap lists every public page and every article, once each", async ({ page, baseURL }) => {
    const xml = await (await page.request.get("/sitemap.xml")).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
    const listing = await (await page.request.get("/blog")).text();
    const articles = [...new Set([...listing.matchAll(/href="(\/blog\/[a-z0-9-]+)"/g)].map((match) => match[1] ?? ""))];
    expect(articles.length).toBeGreaterThanOrEqual(21);
    const expected = [...pages.filter((path) => path !== "/payment-cancelled"), ...articles].map((path) => new URL(path, baseURL).href);
    expect([...locs].sort()).toEqual([...expected].sort());
    // Articles carry their last modification; the listing carries its newest article's.
    expect(xml).toMatch(/<loc>[^<]+\/blog\/ai-copywriting-playbook-2025<\/loc>\s*<lastmod>2025-09-02/);
    expect(xml).toMatch(/<loc>[^<]+\/blog<\/loc>\s*<lastmod>2025-09-02/);
  });
});

test.describe("landing page", () => {
  for (const section of ["pricing", "featureList"]) {
    test(`?scrollTo=${section} scrolls there and leaves the URL clean`, async ({ page }) => {
      await page.goto(`/?scrollTo=${section}`);
      await expect(page.locator(`#${section}`)).toBeInViewport();
      await expect(page).toHaveURL((url) => url.pathname === "/" && url.search === "");
    });
  }

  test("the pricing link in the top bar scrolls to pricing from another page", async ({ page }) => {
    await page.goto("/features");
    await page.getByRole("banner").getByRole("link", { name: "Pricing" }).click();
    await expect(page.locator("#pricing")).toBeInViewport();
    await expect(page).toHaveURL((url) => url.pathname === "/" && url.search === "");
  });

  test("the Pricing link works again after it has been used", async ({ page }) => {
    await page.goto("/");
    const pricing = page.getByRole("banner").getByRole("link", { name: "Pricing" });
    await pricing.click();
    await expect(page.locator("#pricing")).toBeInViewport();
    await expect(page).toHaveURL((url) => url.search === "");
    // The reader scrolls back up (a wheel, as a reader would: the section is held in view against anything else).
    await page.mouse.move(400, 300);
    await page.mouse.wheel(0, -100_000);
    await expect(page.locator("#pricing")).not.toBeInViewport();
    await pricing.click();
    await expect(page.locator("#pricing")).toBeInViewport();
    await expect(page).toHaveURL((url) => url.search === "");
  });

  test("the scroll hint hides after 200 px; the scroll cards appear as the section scrolls by", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await expect(page.getByTestId("scroll-hint")).toBeVisible();
    const cards = page.locator("[data-revealed]");
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(2)).toHaveAttribute("data-revealed", "false");
    await page.mouse.wheel(0, 300);
    await expect(page.getByTestId("scroll-hint")).toBeHidden();
    await page.evaluate(() => {
      const section = document.querySelector("[data-revealed]")!.closest("ol")!.parentElement!.parentElement!;
      window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY + (section.offsetHeight - window.innerHeight) * 0.7);
    });
    await expect(cards.nth(1)).toHaveAttribute("data-revealed", "true");
    await expect(cards.nth(2)).toHaveAttribute("data-revealed", "true");
  });

  test("one feature is open at a time", async ({ page }) => {
    await page.goto("/");
    const toggles = page.locator("#featureList").getByRole("button");
    await expect(toggles).toHaveCount(6);
    await toggles.nth(2).click();
    await expect(toggles.nth(2)).toHaveAttribute("aria-expanded", "true");
    await toggles.nth(4).click();
    await expect(toggles.nth(4)).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator('#featureList [aria-expanded="true"]')).toHaveCount(1);
    await toggles.nth(4).click();
    await expect(page.locator('#featureList [aria-expanded="true"]')).toHaveCount(0);
  });

  test("the ROI calculator shows the weekly saving for 1, 10 and 40 hours", async ({ page }) => {
    await page.goto("/?scrollTo=pricing");
    const slider = page.getByRole("slider");
    await expect(slider).toHaveValue("10");
    await expect(page.getByTestId("roi-money-saved")).toHaveText("$675");
    await expect(page.getByTestId("roi-hours-saved")).toHaveText("9 h");
    await slider.focus();
    await page.keyboard.press("Home");
    await expect(page.getByTestId("roi-money-saved")).toHaveText("$67.50");
    await page.keyboard.press("End");
    await expect(page.getByTestId("roi-money-saved")).toHaveText("$2,700");
    await expect(page.getByTestId("roi-hours-saved")).toHaveText("36 h");
  });

  test("pricing buttons open sign-up for a visitor", async ({ page }) => {
    await page.goto("/?scrollTo=pricing");
    await page.locator("#pricing").getByRole("button", { name: /Start your free trial of Pro/i }).click();
    await expect(new AuthDialog(page).root.getByRole("heading", { name: "Start your free trial" })).toBeVisible();
  });

  test("the top bar changes look after 50 px of scroll", async ({ page }) => {
    await page.goto("/");
    const bar = page.locator("[data-top-bar]");
    await expect(bar).toHaveAttribute("data-scrolled", "false");
    await page.mouse.wheel(0, 400);
    await expect(bar).toHaveAttribute("data-scrolled", "true");
  });
});

test.describe("use cases", () => {
  test("Start Your Free Trial opens sign-up; Watch Demo opens the tour in a dialog on the page", async ({ page }) => {
    await page.goto("/use-cases");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Who Benefits Most");
    for (const title of ["Marketing Teams", "Content Creators", "Small Business Owners", "Agencies", "Social Media Management", "Email Marketing Campaigns", "Digital Advertising", "Content Marketing"]) {
      await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
    }
    // The dialog itself: routes-and-validators.spec.ts.
    await expect(page.getByRole("main").getByRole("button", { name: "Watch Demo" })).toHaveAttribute("aria-haspopup", "dialog");
    await expect(page.getByRole("link", { name: /Watch Demo/ })).toHaveCount(0);
    await page.getByRole("main").getByRole("button", { name: "Start Your Free Trial" }).click();
    await expect(new AuthDialog(page).root.getByRole("heading", { name: "Start your free trial" })).toBeVisible();
  });
});
