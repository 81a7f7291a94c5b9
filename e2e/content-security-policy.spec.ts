import type { Page } from "@playwright/test";

import { publicRoutes } from "../lib/config/marketing/routes";
import { expect, prepareContext, test } from "./fixtures";
import { createAccount, signInThroughApi } from "./support/accounts";

function scriptSources(policy: string | undefined): string[] {
  const directive = policy
    ?.split(";")
    .map((rule) => rule.trim())
    .find((rule) => rule.startsWith("script-src "));
  return directive?.split(/\s+/).slice(1) ?? [];
}

function nonceOf(policy: string | undefined): string | undefined {
  return scriptSources(policy)
    .find((source) => source.startsWith("'nonce-"))
    ?.slice("'nonce-".length, -1);
}

/** Records the page's securitypolicyviolation events, from before its first script runs. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} on ${location.pathname}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
}

async function signedIn(page: Page): Promise<void> {
  await page.goto("/");
  const { email, password } = await createAccount(page, { label: "csp" });
  await signInThroughApi(page, email, password);
}

test.describe("Content-Security-Policy", () => {
  test("a prerendered page, a page rendered per request and an API route restrict scripts", async ({
    page,
    request,
  }) => {
    const home = await request.get("/");
    const homeSources = scriptSources(home.headers()["content-security-policy"]);
    expect(homeSources).toContain("'self'");
    // The prerendered page's inline scripts run by their hashes (its HTML has no nonce).
    expect(homeSources.some((source) => source.startsWith("'sha256-"))).toBe(true);

    const health = await request.get("/api/health");
    expect(health.status()).toBe(200);
    expect(scriptSources(health.headers()["content-security-policy"])).toContain("'self'");

    await signedIn(page);
    const dashboard = await page.goto("/dashboard");
    expect(dashboard?.status()).toBe(200);
    const policy = await dashboard?.headerValue("content-security-policy");
    const nonce = nonceOf(policy ?? undefined);
    expect(nonce).toBeTruthy();
    // Next wrote the response's nonce on every inline script of the page it rendered.
    const scriptNonces = await page.evaluate(() =>
      [...document.scripts]
        .filter((script) => !script.src && script.type !== "application/ld+json")
        .map((script) => script.nonce),
    );
    expect(scriptNonces.length).toBeGreaterThan(0);
    expect(new Set(scriptNonces)).toEqual(new Set([nonce]));

    for (const value of [
      home.headers()["content-security-policy"],
      health.headers()["content-security-policy"],
      policy,
    ]) {
      expect(value).toContain("frame-ancestors 'self'");
      expect(value).not.toMatch(/unsafe-inline|unsafe-eval|strict-dynamic/);
    }
    // A fresh nonce for every answer.
    expect(nonceOf((await request.get("/api/health")).headers()["content-security-policy"])).not.toBe(
      nonceOf(health.headers()["content-security-policy"]),
    );
  });

  test("scripts the policy does not allow do not run", async ({ browser }, testInfo) => {
    // A context of its own: the fixtures' context fails a test on the violation this one causes on purpose.
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    await prepareContext(context, { cookieConsent: "declined", upgradeDialogSeen: true }, testInfo);
    const page = await context.newPage();
    await page.goto("/");
    const ran = await page.evaluate(async () => {
      const script = document.createElement("script");
      script.textContent = "window.injected = true";
      const blocked = new Promise((resolve) =>
        document.addEventListener("securitypolicyviolation", resolve, { once: true }),
      );
      document.body.append(script);
      await blocked;
      return (window as unknown as { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
    await context.close();
  });

  test.describe("with cookies accepted", () => {
    test.use({ cookieConsent: null });

    test("every kind of page loads without a violation, and analytics load after consent", async ({ page }) => {
      const violations = await recordViolations(page);
      const insights = () => page.locator('script[src*="/_vercel/insights"]');
      const loaded: string[] = [];
      const visit = async (path: string) => {
        const response = await page.goto(path);
        expect(response?.ok() || response?.status() === 404, `${path} answered ${response?.status()}`).toBe(true);
        await page.waitForLoadState("load");
        // The app has hydrated: its client code ran.
        await expect(page.locator("body")).not.toBeEmpty();
        expect(await violations(), path).toEqual([]);
        loaded.push(path);
      };

      await visit("/");
      const analytics = page.waitForRequest((request) =>
        new URL(request.url()).pathname.startsWith("/_vercel/insights"),
      );
      await page.getByRole("region", { name: "Cookie consent" }).getByRole("button", { name: "Accept" }).click();
      await analytics;
      await expect(insights()).toHaveCount(1);
      expect(await violations()).toEqual([]);

      for (const route of publicRoutes) await visit(route.path);
      await visit("/blog");
      const article = await page.getByTestId("article-card").first().locator("a").first().getAttribute("href");
      await visit(article ?? "/blog");
      for (const path of ["/welcome", "/reset-password", "/hello-world", "/no-such-page"]) await visit(path);

      await signedIn(page);
      for (const path of [
        "/dashboard",
        "/generator",
        "/hook-generator",
        "/presets-settings",
        "/profile",
        "/onboarding/survey",
      ]) {
        await visit(path);
        // Analytics load on pages rendered per request (with the nonce) too.
        await expect(insights()).toHaveCount(1);
      }
      expect(await violations()).toEqual([]);
      console.log(`content-security-policy: ${loaded.length} pages loaded, 0 violations`);
    });
  });
});
