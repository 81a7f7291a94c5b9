import { publicRoutes } from "../lib/config/marketing/routes";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";

test.describe("the shell every page shares", () => {
  test("/ answers 200 with the top bar, a heading and the footer @mobile", async ({ page, sitePage: site }) => {
    const response = await site.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Hookline/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(site.signInButton).toBeVisible();
    await expect(site.footer).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("Sign In opens the auth dialog, and Escape closes it and returns focus", async ({ page, sitePage: site }) => {
    await site.goto("/");
    await site.signInButton.click();
    await expect(site.dialog).toBeVisible();
    await expect(site.dialog.getByRole("heading", { name: "Sign in to Hookline" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(site.dialog).toBeHidden();
    await expect(site.signInButton).toBeFocused();
  });

  test("Start Your Free Trial opens the same dialog on its sign-up view", async ({ page, sitePage: site }) => {
    await site.goto("/");
    await page.getByRole("button", { name: "Start Your Free Trial", exact: true }).first().click();
    await expect(site.dialog.getByRole("heading", { name: "Start your free trial" })).toBeVisible();
  });

  test("the footer links every public and legal route, and the contact email", async ({ sitePage: site }) => {
    await site.goto("/");
    const hrefs = await site.footerHrefs();
    for (const route of publicRoutes) expect(hrefs).toContain(route.path);
    expect(hrefs).toContain("mailto:hello@hookline.app");
  });

  test("pages carry the security headers", async ({ request }) => {
    const response = await request.get("/");
    const headers = response.headers();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect(headers["strict-transport-security"]).toContain("max-age=");
    expect(headers["x-powered-by"]).toBeUndefined();
  });

  test("the favicons are served and preloaded", async ({ page, request }) => {
    await page.goto("/");
    for (const href of ["/favicon-96x96.png", "/favicon.ico"]) {
      await expect(page.locator(`link[rel="preload"][href="${href}"]`)).toHaveCount(1);
      expect((await request.get(href)).status()).toBe(200);
    }
  });

  test("the page scrolls to the top on a route change", async ({ page, sitePage: site }) => {
    await site.goto("/");
    await site.footer.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await site.footerLink("Privacy Policy").click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("robots.txt and sitemap.xml point crawlers at the public pages", async ({ request, baseURL }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /dashboard");
    expect(robots).toContain("Sitemap: ");
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${baseURL}/</loc>`);
  });
});
