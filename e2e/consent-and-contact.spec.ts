import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { createAccount, signInThroughApi, uniqueEmail } from "./support/accounts";
import { queryRows } from "./support/database";

function countAnalyticsRequests(page: Page): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/_vercel/insights")) count += 1;
  });
  return () => count;
}

test.describe("cookie consent", () => {
  test.use({ cookieConsent: null });

  test("nothing loads before Accept; Accept loads analytics and persists across reloads", async ({ page }) => {
    const analytics = countAnalyticsRequests(page);
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await expect(banner).toBeVisible();
    await page.waitForTimeout(1500); // the page's own deferred work (preloads, session check) has run by now
    expect(analytics()).toBe(0);
    await expect(page.locator('script[src*="/_vercel/insights"]')).toHaveCount(0);

    await banner.getByRole("button", { name: "Accept" }).click();
    await expect(banner).toBeHidden();
    await expect.poll(analytics).toBeGreaterThan(0);
    expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBe("accepted");

    await page.reload();
    await expect(page.locator('script[src*="/_vercel/insights"]')).toHaveCount(1);
    await expect(page.getByRole("region", { name: "Cookie consent" })).toBeHidden();
  });

  test("Decline loads nothing, persists, and the footer reopens the choice", async ({ page }) => {
    const analytics = countAnalyticsRequests(page);
    await page.goto("/features");
    await page.getByRole("region", { name: "Cookie consent" }).getByRole("button", { name: "Decline" }).click();
    await page.reload();
    await page.waitForTimeout(1500);
    await expect(page.getByRole("region", { name: "Cookie consent" })).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBe("declined");
    expect(analytics()).toBe(0);
    await expect(page.locator('script[src*="/_vercel/insights"]')).toHaveCount(0);

    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
    await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
  });
});

test.describe("contact", () => {
  test("shows the form's validation texts at the fields", async ({ page }) => {
    await page.goto("/contact");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Message").fill("short");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Please enter a valid email address", { exact: true })).toBeVisible();
    await expect(page.getByText("Please select a topic", { exact: true })).toBeVisible();
    await expect(page.getByText("Message must be at least 10 characters", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Email")).toBeFocused();
    const fieldErrors: [string, string][] = [
      ["Email", "Please enter a valid email address"],
      ["Topic", "Please select a topic"],
      ["Message", "Message must be at least 10 characters"],
    ];
    for (const [label, text] of fieldErrors) {
      await expect(page.getByLabel(label)).toHaveAccessibleDescription(text);
    }
  });

  test("sends a message into contact_submissions, thanks the visitor and offers another", async ({ page }) => {
    const email = uniqueEmail("contact");
    await page.goto("/contact");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Topic").selectOption("feature");
    await page.getByLabel("Message").fill("Please add a LinkedIn carousel writer.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message sent successfully")).toBeVisible();
    await expect(page.getByText("We'll get back to you as soon as possible.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Thank you for your message!" })).toBeVisible();
    expect(
      await queryRows("SELECT email, topic::text AS topic, content FROM contact_submissions WHERE email = $1", [email]),
    ).toEqual([{ email, topic: "feature", content: "Please add a LinkedIn carousel writer." }]);
    await page.getByRole("button", { name: "Send Another Message" }).click();
    await expect(page.getByRole("button", { name: "Send Message" })).toBeVisible();
  });

  test("tells the visitor when sending fails", async ({ page }) => {
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: '{"error":{"code":"unavailable","message":"down"}}',
      }),
    );
    await page.goto("/contact");
    await page.getByLabel("Email").fill("fail@example.com");
    await page.getByLabel("Topic").selectOption("bug");
    await page.getByLabel("Message").fill("The generator button does nothing.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Error sending message")).toBeVisible();
    await expect(page.getByText("Please try again later.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  test("answers bad input with a 400 and a clear message", async ({ page }) => {
    const response = await page.request.post("/api/contact", {
      data: { email: "x@example.com", topic: "sales", message: "0123456789" },
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "invalid_input", message: "topic: Please select a topic" },
    });
  });
});

test.describe("preloading", () => {
  test("hovering an app link for 100 ms preloads it; leaving sooner does not", async ({ page }) => {
    await page.goto("/");
    const { email, password } = await createAccount(page, { label: "hover" });
    await signInThroughApi(page, email, password);
    await page.goto("/dashboard");
    await page.waitForLoadState("networkidle");
    const requests: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (path === "/hook-generator" || path === "/presets-settings") requests.push(path);
    });
    const nav = page.getByRole("navigation", { name: "App" });

    // Enter and leave from inside the page: a 40 ms page timer always fires before the 100 ms one, however busy the
    // machine is, whereas a pause measured from the test process could stretch past 100 ms.
    await nav.getByRole("link", { name: "Hook generator" }).evaluate(
      (link) =>
        new Promise<void>((resolve) => {
          link.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
          setTimeout(() => {
            link.dispatchEvent(new PointerEvent("pointerout", { bubbles: true, relatedTarget: document.body }));
            resolve();
          }, 40);
        }),
    );
    await page.waitForTimeout(500);
    expect(requests).toEqual([]);

    await nav.getByRole("link", { name: "Presets" }).hover();
    await expect.poll(() => requests.length).toBeGreaterThan(0);
    expect(new Set(requests)).toEqual(new Set(["/presets-settings"]));
  });
});
