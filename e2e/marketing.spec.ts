import { publicRoutes } from "../lib/config/marketing/routes";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { landingSamples } from "./pages/how-it-works";

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

  for (const path of [
    "/",
    "/features",
    "/use-cases",
    "/contact",
    "/Roadmap",
    "/privacy-policy",
    "/terms-of-service",
    "/cookie-policy",
    "/imprint",
  ]) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }

  test("/ carries Organization and WebSite structured data", async ({ page }) => {
    await page.goto("/");
    const types = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")["@type"]));
    expect(types.sort()).toEqual(["Organization", "WebSite"]);
  });

  test("the sitemap lists every public page and every article, once each", async ({ page, baseURL }) => {
    const xml = await (await page.request.get("/sitemap.xml")).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
    const listing = await (await page.request.get("/blog")).text();
    const articles = [...new Set([...listing.matchAll(/href="(\/blog\/[a-z0-9-]+)"/g)].map((match) => match[1] ?? ""))];
    expect(articles.length).toBeGreaterThanOrEqual(21);
    const expected = [...pages.filter((path) => path !== "/payment-cancelled"), ...articles].map(
      (path) => new URL(path, baseURL).href,
    );
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

  test("the scroll hint hides after 200 px", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await expect(page.getByTestId("scroll-hint")).toBeVisible();
    await page.mouse.wheel(0, 300);
    await expect(page.getByTestId("scroll-hint")).toBeHidden();
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

  test("pricing buttons open sign-up for a visitor", async ({ page, authDialog }) => {
    await page.goto("/?scrollTo=pricing");
    await page
      .locator("#pricing")
      .getByRole("button", { name: /Start your free trial of Pro/i })
      .click();
    await expect(authDialog.root.getByRole("heading", { name: "Start your free trial" })).toBeVisible();
  });

  test("the top bar changes look after 50 px of scroll", async ({ page }) => {
    await page.goto("/");
    const bar = page.locator("[data-top-bar]");
    await expect(bar).toHaveAttribute("data-scrolled", "false");
    await page.mouse.wheel(0, 400);
    await expect(bar).toHaveAttribute("data-scrolled", "true");
  });
});

test.describe("how it works", () => {
  for (const { name, viewport } of [
    { name: "at 1440x900", viewport: { width: 1440, height: 900 } },
    { name: "on a 390x844 phone @mobile", viewport: { width: 390, height: 844 } },
  ]) {
    test(`${name}, scrolling through never shows a screen without a card, and the cards appear in order`, async ({
      page,
      howItWorks,
    }) => {
      // The page comes alive with the cards below the fold, as for a reader who starts at the top.
      await page.setViewportSize({ width: viewport.width, height: 300 });
      await page.goto("/");
      await expect(howItWorks.cards[2]!).toHaveAttribute("data-revealed", "false");
      const seen = [(await howItWorks.view()).revealed];
      await page.setViewportSize(viewport);

      const heights = await howItWorks.heights();
      // No scroll runway: the section is as tall as its heading and cards (within a line of rounding and spacing).
      expect(heights.section, "the section is no taller than its content").toBeLessThanOrEqual(heights.content + 48);

      const end = await howItWorks.end();
      for (let top = 0; top <= end; top += viewport.height / 2) {
        await howItWorks.scrollTo(top);
        await expect
          .poll(
            async () => {
              const view = await howItWorks.view();
              return !view.listOnScreen || view.cardOnScreen;
            },
            { message: `a card is on screen with the page scrolled to ${top} px`, timeout: 3_000 },
          )
          .toBe(true);
        seen.push((await howItWorks.view()).revealed);
      }

      // The cards shown are always the first ones, none is hidden again, and all three are shown by the end.
      for (const revealed of seen) expect(revealed).toEqual([...revealed].sort((a, b) => Number(b) - Number(a)));
      const counts = seen.map((revealed) => revealed.filter(Boolean).length);
      expect(counts).toEqual([...counts].sort((a, b) => a - b));
      expect(counts[0]).toBeLessThan(3);
      expect(counts.at(-1)).toBe(3);
    });
  }

  test("a reader who jumps past the section finds all three cards shown", async ({ page, howItWorks }) => {
    await page.goto("/?scrollTo=featureList");
    await expect(page.locator("#featureList")).toBeInViewport();
    for (const card of howItWorks.cards) {
      await expect(card).toHaveAttribute("data-revealed", "true");
      await expect(card).toHaveCSS("opacity", "1");
    }
  });

  test("with reduced motion, all three cards show at once @mobile", async ({ page, howItWorks }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: page.viewportSize()?.width ?? 1280, height: 500 });
    await page.goto("/");
    await howItWorks.scrollTo(300);
    // The scroll hint reacting shows the page has come alive; the cards are still below the fold.
    await expect(page.getByTestId("scroll-hint")).toBeHidden();
    expect((await howItWorks.view()).listOnScreen).toBe(false);
    for (const card of howItWorks.cards) {
      await expect(card).toHaveAttribute("data-revealed", "true");
      await expect(card).toHaveCSS("opacity", "1");
    }
  });

  test("each card shows a brief and the copy the offline writer wrote for it @mobile", async ({ page, howItWorks }) => {
    await page.goto("/?scrollTo=featureList");
    for (const [index, card] of howItWorks.cards.entries()) {
      const sample = landingSamples[index]!;
      await expect(card).toContainText(`Brief · ${sample.kind}`);
      await expect(card).toContainText(sample.brief.split("\n")[0]!);
      await expect(card).toContainText("Copy · Offline writer");
      for (const variant of sample.variants) await expect(card).toContainText(variant.split("\n")[0]!);
    }
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("all three cards are on the page, visible", async ({ page, howItWorks }) => {
      await page.goto("/");
      for (const [index, card] of howItWorks.cards.entries()) {
        await expect(card).toHaveCSS("opacity", "1");
        await expect(card).toContainText(landingSamples[index]!.variants[0]!.split("\n")[0]!);
      }
    });
  });
});

test.describe("use cases", () => {
  test("Start Your Free Trial opens sign-up; Watch Demo opens the tour in a dialog on the page", async ({
    page,
    authDialog,
  }) => {
    await page.goto("/use-cases");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Who Benefits Most");
    for (const title of [
      "Marketing Teams",
      "Content Creators",
      "Small Business Owners",
      "Agencies",
      "Social Media Management",
      "Email Marketing Campaigns",
      "Digital Advertising",
      "Content Marketing",
    ]) {
      await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
    }
    // The dialog itself: routes-and-validators.spec.ts.
    await expect(page.getByRole("main").getByRole("button", { name: "Watch Demo" })).toHaveAttribute(
      "aria-haspopup",
      "dialog",
    );
    await expect(page.getByRole("link", { name: /Watch Demo/ })).toHaveCount(0);
    await page.getByRole("main").getByRole("button", { name: "Start Your Free Trial" }).click();
    await expect(authDialog.root.getByRole("heading", { name: "Start your free trial" })).toBeVisible();
  });
});
