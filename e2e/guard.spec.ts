import { expect, test } from "@playwright/test";
import { protectedRoutes } from "../lib/config/routes";

test.describe("sign-in guard", () => {
  for (const route of protectedRoutes) {
    test(`an anonymous visit to ${route} lands on / with the path remembered`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe("/");
      expect(new URL(page.url()).searchParams.get("next")).toBe(route);
    });
  }
});
