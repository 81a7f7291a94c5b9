import { protectedRoutes } from "../lib/config/marketing/routes";
import { expect, test } from "./fixtures";
import { createAccount, signInThroughApi } from "./support/accounts";

const screens = [...protectedRoutes, "/dashboard/generate"];

test.describe("sign-in guard", () => {
  for (const route of screens) {
    test(`an anonymous visit to ${route} lands on / with the path remembered`, async ({ page, authDialog }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      expect(new URL(response?.url() ?? "").searchParams.get("next")).toBe(route);
      await expect(authDialog.root.getByRole("heading", { name: "Sign in to Hookline" })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe("/");
      expect(await page.evaluate(() => localStorage.getItem("lastAuthenticatedPath"))).toBe(route);
    });
  }

  test("a signed-in user gets every protected screen, and none of its HTML goes to a forged cookie", async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto("/");
    const { email, password } = await createAccount(page, { label: "guard" });
    await signInThroughApi(page, email, password);
    for (const route of screens) {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(route);
      await expect(page.getByTestId("signed-in-email")).toHaveText(email);
    }

    await context.clearCookies();
    await context.addCookies([
      { name: "better-auth.session_token", value: "forged.token", url: baseURL ?? "http://localhost:3000" },
    ]);
    const forged = await page.request.get("/profile", { maxRedirects: 0 });
    expect(forged.status()).toBe(307);
    expect(forged.headers().location).toMatch(/\/\?next=%2Fprofile$/);
  });
});
