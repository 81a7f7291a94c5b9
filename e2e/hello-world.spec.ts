import { expect, test } from "./fixtures";

test("/hello-world shows only the heading Hello World", async ({ page }) => {
  const response = await page.goto("/hello-world");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Hello World" })).toBeVisible();
  expect((await page.locator("body").innerText()).trim()).toBe("Hello World");
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
});
