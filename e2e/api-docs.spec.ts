import { operations } from "../lib/api/v1/operations";
import { api } from "../lib/config/api";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";

test.describe("the API reference", () => {
  test("lists every operation and links the OpenAPI document, which a client can load", async ({ page }) => {
    await page.goto("/docs/api");
    await expect(page.getByRole("heading", { level: 1, name: "Hookline API" })).toBeVisible();
    for (const operation of Object.values(operations)) {
      await expect(page.getByRole("heading", { name: operation.summary, exact: true }).first()).toBeAttached();
    }
    const documentLink = page.locator(`a[href="${api.openApiPath}"]`).first();
    await expect(documentLink).toBeVisible();
    const answer = await page.request.get(api.openApiPath);
    expect(answer.status()).toBe(200);
    const document = (await answer.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(Object.values(operations).map((operation) => operation.path)),
    );
    await expectNoAxeViolations(page);
  });

  test("reads on a phone without scrolling the page sideways: wide tables and code scroll in their own box @mobile", async ({
    page,
  }) => {
    await page.goto("/docs/api");
    await expect(page.getByRole("heading", { level: 1, name: "Hookline API" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
