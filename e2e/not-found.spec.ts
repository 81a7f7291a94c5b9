import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";

test.describe("404 page", () => {
  test("an unknown path answers 404 with the not-found page's texts and buttons @mobile", async ({
    page,
    notFoundPage: notFound,
  }) => {
    const response = await notFound.goto("/this-page-does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(notFound.heading).toHaveText("Page Not Found");
    await expect(notFound.message).toBeVisible();
    await expect(notFound.contactUs).toHaveAttribute("href", "/contact");
    await expect(notFound.main.getByRole("link", { name: "hello@hookline.app" })).toHaveAttribute(
      "href",
      "mailto:hello@hookline.app",
    );
    await expectNoAxeViolations(page);
  });

  test("Back to Home goes to /", async ({ page, notFoundPage: notFound }) => {
    await notFound.goto("/nested/unknown/path");
    await notFound.backToHome.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Page Not Found");
  });

  test("an unknown API path answers JSON, not the HTML page", async ({ request }) => {
    const response = await request.get("/api/no-such-endpoint");
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({ error: { code: "not_found", message: "No such API endpoint." } });
  });
});
