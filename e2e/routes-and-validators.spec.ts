import type { Page } from "@playwright/test";

import { publicRoutes } from "../lib/config/marketing/routes";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";

type JsonLd = Record<string, unknown> & { "@type": string };

async function jsonLd(page: Page): Promise<JsonLd[]> {
  return page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}") as JsonLd));
}

test.describe("redirects", () => {
  for (const [source, destination] of [
    ["/pricing", "/?scrollTo=pricing"],
    ["/roadmap", "/Roadmap"],
    ["/login", "/?auth=sign-in"],
    ["/signup", "/?auth=sign-up"],
  ] as const) {
    test(`${source} answers 308 to ${destination}`, async ({ page, baseURL }) => {
      const response = await page.request.get(source, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      const location = new URL(response.headers().location ?? "", baseURL);
      expect(`${location.pathname}${location.search}`).toBe(destination);
    });
  }

  test("/pricing lands on the pricing section", async ({ page }) => {
    await page.goto("/pricing");
    await expect(page.locator("#pricing")).toBeInViewport();
    await expect(page).toHaveURL((url) => url.pathname === "/" && url.search === "");
  });

  test("/roadmap lands on the roadmap", async ({ page }) => {
    const response = await page.goto("/roadmap");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL((url) => url.pathname === "/Roadmap");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("/login opens the sign-in dialog and /signup the sign-up dialog on /", async ({ page, authDialog: dialog }) => {
    await page.goto("/login");
    await expect(dialog.root.getByRole("heading", { name: "Sign in to Hookline" })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === "/" && url.search === "");
    await page.keyboard.press("Escape");
    await expect(dialog.root).toBeHidden();

    await page.goto("/signup");
    await expect(dialog.root.getByRole("heading", { name: "Start your free trial" })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === "/" && url.search === "");
  });
});

test.describe("Watch Demo", () => {
  test("plays the shipped tour in a dialog, fetched only on opening, closed with Escape @mobile", async ({ page }) => {
    const videoRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/tutorial/")) videoRequests.push(request.url());
    });
    await page.goto("/use-cases");
    const watch = page.getByRole("main").getByRole("button", { name: "Watch Demo" });
    await expect(watch).toBeVisible();
    await expect(page.locator("video")).toHaveCount(0);
    expect(videoRequests).toEqual([]);

    await watch.click();
    const dialog = page.getByRole("dialog", { name: "A short tour of Hookline" });
    await expect(dialog).toBeVisible();
    const video = dialog.locator("video");
    await expect(video).toHaveAttribute("src", "/tutorial/hookline-tour.webm");
    await expect(video).toHaveAttribute("controls", "");
    await expect(dialog.getByRole("button", { name: "Close" })).toBeVisible();
    // Every control in the dialog, its corner close button included, is at least 24×24 CSS px to tap.
    for (const button of await dialog.getByRole("button").all()) {
      const box = await button.boundingBox();
      expect(Math.min(box?.width ?? 0, box?.height ?? 0), await button.innerText()).toBeGreaterThanOrEqual(24);
    }
    // The file is the one that ships, and the browser can read it.
    const file = await page.request.get("/tutorial/hookline-tour.webm");
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toContain("video/webm");
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
      .toBeGreaterThanOrEqual(1);
    await expectNoAxeViolations(page);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.locator("video")).toHaveCount(0);
    await expect(watch).toBeFocused();
  });
});

test.describe("valid markup", () => {
  test("the ROI calculator's output sits beside its label, tied to the slider", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("label output")).toHaveCount(0);
    const roi = page.locator("#roi");
    const slider = roi.getByRole("slider", { name: "Hours you spend writing copy each week:" });
    const output = roi.locator("output");
    await expect(output).toHaveCount(1);
    await expect(output).toHaveAttribute("for", (await slider.getAttribute("id")) ?? "missing");
    await expect(output.locator("..")).toHaveText("Hours you spend writing copy each week: 10");
  });

  test("every fieldset of the contact form has a legend", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("group", { name: "Send us a message" })).toHaveCount(1);
    await expect(page.locator("fieldset")).not.toHaveCount(0);
    await expect(page.locator("fieldset:not(:has(> legend))")).toHaveCount(0);
  });

  test("the lazy founder portrait has a src before it loads and its own once scrolled to", async ({ page }) => {
    await page.goto("/about");
    const portrait = page.getByRole("img", { name: /Illustrated portrait of/ });
    expect(await portrait.getAttribute("src")).toMatch(/^data:image\/svg\+xml,/);
    await portrait.scrollIntoViewIfNeeded();
    await expect(portrait).toHaveAttribute("src", "/images/founder.svg");
  });

  test("/hello-world tells search engines not to index it and is not in the sitemap", async ({ page }) => {
    await page.goto("/hello-world");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain("/hello-world");
  });

  for (const path of publicRoutes.filter((route) => route.indexed).map((route) => route.path)) {
    test(`${path}: the title fits in 60 characters, the description in 160`, async ({ page }) => {
      await page.goto(path);
      expect((await page.title()).length).toBeLessThanOrEqual(60);
      const description = (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
      expect(description.length).toBeGreaterThan(0);
      expect(description.length).toBeLessThanOrEqual(160);
    });
  }
});

test.describe("structured data", () => {
  test("the Organization's logo is a PNG of the size it declares, with a description and profiles", async ({
    page,
  }) => {
    await page.goto("/");
    const organization = (await jsonLd(page)).find((item) => item["@type"] === "Organization") as JsonLd & {
      logo: { "@type": string; url: string; width: number; height: number };
      description: string;
      sameAs: string[];
    };
    expect(organization.logo).toMatchObject({
      "@type": "ImageObject",
      url: expect.stringMatching(/\.png$/),
      width: expect.any(Number),
      height: expect.any(Number),
    });
    expect(organization.description.length).toBeGreaterThan(0);
    expect(organization.sameAs.length).toBeGreaterThan(0);
    const logo = await page.request.get(new URL(organization.logo.url).pathname);
    expect(logo.status()).toBe(200);
    expect(logo.headers()["content-type"]).toBe("image/png");
    const bytes = await logo.body();
    expect(bytes.subarray(1, 4).toString()).toBe("PNG");
    expect({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }).toEqual({
      width: organization.logo.width,
      height: organization.logo.height,
    });
  });

  test("an article's image is a PNG that answers, and its author has a url", async ({ page }) => {
    await page.goto("/blog/hook-formulas-that-stop-the-scroll");
    const posting = (await jsonLd(page)).find((item) => item["@type"] === "BlogPosting") as JsonLd & {
      image: { url: string; width: number; height: number };
      author: { url: string };
    };
    expect(posting.image).toMatchObject({ width: 1200, height: 630 });
    const image = await page.request.get(new URL(posting.image.url).pathname);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
    expect(posting.author.url).toMatch(/^https?:\/\//);
  });
});
