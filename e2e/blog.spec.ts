import type { Page } from "@playwright/test";

import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { uniqueEmail } from "./support/accounts";
import { queryRows } from "./support/database";

type JsonLd = Record<string, unknown> & { "@type": string };

async function jsonLd(page: Page): Promise<JsonLd[]> {
  return page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")));
}

const cards = (page: Page) => page.getByTestId("article-card");

async function cardDates(page: Page): Promise<string[]> {
  return cards(page)
    .locator("time")
    .evaluateAll((times) => times.map((time) => time.getAttribute("datetime") ?? ""));
}

test.describe("blog listing", () => {
  test("shows every article newest first, with title, breadcrumbs and structured data", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Home");
    const count = await cards(page).count();
    expect(count).toBeGreaterThanOrEqual(21);
    const dates = await cardDates(page);
    const instants = dates.map((date) => Date.parse(date));
    expect(instants).toEqual([...instants].sort((a, b) => b - a));
    await expect(cards(page).first()).toContainText("September 2, 2025");
    await expect(cards(page).first()).toContainText("10 min read");

    const data = await jsonLd(page);
    const listing = data.find((item) => item["@type"] === "Blog") as JsonLd & { blogPost: JsonLd[] };
    expect(listing.blogPost).toHaveLength(count);
    for (const post of listing.blogPost) {
      expect(post).toMatchObject({
        "@type": "BlogPosting",
        headline: expect.any(String),
        datePublished: expect.any(String),
        url: expect.stringContaining("/blog/"),
      });
    }
    const crumbs = data.find((item) => item["@type"] === "BreadcrumbList") as JsonLd & {
      itemListElement: { name: string; position: number }[];
    };
    expect(crumbs.itemListElement.map((item) => [item.position, item.name])).toEqual([
      [1, "Home"],
      [2, "Blog"],
    ]);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/blog$/);
    await expectNoAxeViolations(page);
  });

  test("a search with no match shows the empty state; Clear All Filters restores the list", async ({ page }) => {
    await page.goto("/blog");
    const total = await cards(page).count();
    await expect(page.getByRole("button", { name: "Clear Filters" })).toHaveCount(0);
    await page.getByPlaceholder("Search articles...").fill("zzzz-nothing-matches");
    await expect(page.getByRole("heading", { name: "No articles found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search terms or filters.")).toBeVisible();
    await expect(page).toHaveURL(/q=zzzz-nothing-matches/);
    await page.getByRole("button", { name: "Clear All Filters" }).click();
    await expect(cards(page)).toHaveCount(total);
    await expect(page.getByPlaceholder("Search articles...")).toHaveValue("");
    // The button that was clicked is gone; the keyboard lands in the search box, not at the top of the page.
    await expect(page.getByPlaceholder("Search articles...")).toBeFocused();
  });

  test("search matches titles case-insensitively", async ({ page }) => {
    await page.goto("/blog");
    await page.getByPlaceholder("Search articles...").fill("HOOK FORMULAS");
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText("Hook Formulas");
  });

  test("category and tag chips select and deselect, combine with AND, live in the URL and the back button", async ({
    page,
  }) => {
    await page.goto("/blog");
    const total = await cards(page).count();
    const growth = page.getByRole("group", { name: "Categories" }).getByRole("button", { name: "Growth", exact: true });
    const conversion = page
      .getByRole("group", { name: "Tags" })
      .getByRole("button", { name: "#conversion", exact: true });

    await growth.click();
    await expect(growth).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(/\?category=Growth$/);
    await expect(cards(page)).toHaveCount(2);
    for (const card of await cards(page).all()) await expect(card).toHaveAttribute("data-category", "Growth");
    await expect(page.getByRole("button", { name: "Clear Filters" })).toBeVisible();

    // Six articles carry #conversion, two are in Growth; both filters at once leave the one article that has both.
    await conversion.click();
    await expect(conversion).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(/category=Growth&tag=conversion/);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toHaveAttribute("data-category", "Growth");
    await conversion.click();
    await expect(conversion).toHaveAttribute("aria-pressed", "false");
    await expect(cards(page)).toHaveCount(2);

    await page.goBack();
    await expect(conversion).toHaveAttribute("aria-pressed", "true");
    await expect(cards(page)).toHaveCount(1);
    await page.goBack();
    await expect(cards(page)).toHaveCount(2);
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards(page)).toHaveCount(total);
    await expect(page.getByRole("button", { name: "Clear Filters" })).toHaveCount(0);

    await growth.click();
    await growth.click();
    await expect(growth).toHaveAttribute("aria-pressed", "false");
    await expect(cards(page)).toHaveCount(total);

    // A shared link opens with its filters applied.
    await page.goto("/blog?category=Growth&tag=conversion");
    await expect(cards(page)).toHaveCount(1);
    await expect(conversion).toHaveAttribute("aria-pressed", "true");
  });

  test("shows 8 tags with Show More (n) / Show Less", async ({ page }) => {
    await page.goto("/blog");
    const tags = page.getByRole("group", { name: "Tags" });
    const chips = tags.getByRole("button", { name: /^#/ });
    await expect(chips).toHaveCount(8);
    const more = tags.getByRole("button", { name: /^Show More \(\d+\)$/ });
    const hidden = Number((await more.textContent())?.match(/\d+/)?.[0]);
    expect(hidden).toBeGreaterThan(0);
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await more.click();
    await expect(chips).toHaveCount(8 + hidden);
    const less = tags.getByRole("button", { name: "Show Less" });
    await expect(less).toHaveAttribute("aria-expanded", "true");
    const lastTag = ((await chips.last().textContent()) ?? "").slice(1);
    await less.click();
    await expect(chips).toHaveCount(8);
    await expect(more).toBeVisible();

    // A shared link that selects a tag beyond the first 8 shows that tag, selected, while collapsed.
    await page.goto(`/blog?tag=${encodeURIComponent(lastTag)}`);
    await expect(tags.getByRole("button", { name: `#${lastTag}`, exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(chips).toHaveCount(9);
    await expect(tags.getByRole("button", { name: `Show More (${hidden - 1})` })).toBeVisible();
  });

  test("a card opens its article", async ({ page }) => {
    await page.goto("/blog");
    const title = (await cards(page).first().getByRole("heading").textContent()) ?? "";
    await cards(page).first().getByRole("heading").getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  });
});

test.describe("blog article", () => {
  test("renders the article with its metadata, structured data, related articles of the same category", async ({
    page,
  }) => {
    await page.goto("/blog/ai-copywriting-playbook-2025");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "AI Copywriting in 2025: A Practical Playbook for Copy That Still Sounds Human",
    );
    await expect(page.getByText("Hookline Team").first()).toBeVisible();
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
      "content",
      "2025-09-02T09:00:00.000Z",
    );
    await expect(page.locator('meta[property="article:section"]')).toHaveAttribute("content", "AI Copywriting");
    const toc = page.getByRole("navigation", { name: "Table of contents" }).getByRole("link");
    expect(await toc.count()).toBeGreaterThan(2);
    const target = (await toc.first().getAttribute("href")) ?? "";
    await expect(page.locator(target)).toHaveCount(1);

    const data = await jsonLd(page);
    const posting = data.find((item) => item["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      headline: expect.any(String),
      datePublished: "2025-09-02T09:00:00.000Z",
      dateModified: expect.any(String),
      author: { name: "Hookline Team", url: expect.any(String) },
      image: {
        "@type": "ImageObject",
        url: expect.stringContaining("/blog/ai-copywriting-playbook-2025/opengraph-image"),
        width: 1200,
        height: 630,
      },
      publisher: { name: "Hookline" },
    });
    const crumbs = data.find((item) => item["@type"] === "BreadcrumbList") as JsonLd & { itemListElement: unknown[] };
    expect(crumbs.itemListElement).toHaveLength(3);

    const related = page.getByTestId("related-articles").getByTestId("article-card");
    // AI Copywriting has two articles: the other one is the related one.
    await expect(related).toHaveCount(1);
    for (const card of await related.all()) await expect(card).toHaveAttribute("data-category", "AI Copywriting");
    await expectNoAxeViolations(page);
  });

  test("every article carries complete BlogPosting and BreadcrumbList structured data", async ({ page }) => {
    const listing = await page.request.get("/blog");
    const urls = [...(await listing.text()).matchAll(/href="(\/blog\/[a-z0-9-]+)"/g)].map((match) => match[1] ?? "");
    const slugs = [...new Set(urls)];
    expect(slugs.length).toBeGreaterThanOrEqual(21);
    for (const path of slugs) {
      const html = await (await page.request.get(path)).text();
      const data = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
        (match) => JSON.parse(match[1] ?? "") as JsonLd,
      );
      const posting = data.find((item) => item["@type"] === "BlogPosting");
      expect(posting, path).toMatchObject({
        "@context": "https://schema.org",
        headline: expect.any(String),
        description: expect.any(String),
        // The generated PNG, with its size: search engines read no SVG in structured data.
        image: {
          "@type": "ImageObject",
          url: expect.stringMatching(new RegExp(`^https?://.+${path}/opengraph-image`)),
          width: 1200,
          height: 630,
        },
        datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        dateModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        author: { name: expect.any(String), url: expect.stringMatching(/^https?:\/\//) },
        publisher: {
          name: "Hookline",
          logo: {
            "@type": "ImageObject",
            url: expect.stringMatching(/\.png$/),
            width: expect.any(Number),
            height: expect.any(Number),
          },
        },
        url: expect.stringMatching(new RegExp(`${path}$`)),
      });
      const crumbs = data.find((item) => item["@type"] === "BreadcrumbList") as
        (JsonLd & { itemListElement: { position: number; name: string; item: string }[] }) | undefined;
      expect(
        crumbs?.itemListElement.map((item) => item.position),
        path,
      ).toEqual([1, 2, 3]);
      const last = crumbs?.itemListElement.at(-1);
      expect(last?.item, path).toMatch(new RegExp(`${path}$`));
      expect(last?.name, path).toBe(posting?.headline);
    }
  });

  test("an unknown slug lands on /blog", async ({ page }) => {
    const response = await page.goto("/blog/no-such-article");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog");
  });

  test("Share copies the link when there is no share sheet, or says it failed", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => Object.defineProperty(navigator, "share", { value: undefined }));
    await page.goto("/blog/ai-copywriting-playbook-2025");
    // After a table-of-contents jump the address bar ends in #…; the shared link is the article's own address.
    await page.getByRole("navigation", { name: "Table of contents" }).getByRole("link").first().click();
    await expect(page).toHaveURL(/#/);
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByText("Link copied!", { exact: true })).toBeVisible();
    await expect(page.getByText("The article link has been copied to your clipboard.")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url().replace(/#.*$/, ""));

    await page.evaluate(() =>
      Object.defineProperty(navigator.clipboard, "writeText", { value: () => Promise.reject(new Error("denied")) }),
    );
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByText("Error", { exact: true })).toBeVisible();
    await expect(page.getByText("Failed to copy link. Please copy the URL manually.")).toBeVisible();
  });

  test("the RSS feed lists every article", async ({ page }) => {
    await page.goto("/blog");
    const count = await cards(page).count();
    const response = await page.request.get("/blog/rss.xml");
    expect(response.headers()["content-type"]).toContain("application/rss+xml");
    const xml = await response.text();
    expect(xml.match(/<item>/g)).toHaveLength(count);
    expect(xml).toContain("<pubDate>Tue, 02 Sep 2025 09:00:00 GMT</pubDate>");
    // Feed readers find it from the listing.
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      /\/blog\/rss\.xml$/,
    );
  });

  test("an article's social preview is a PNG made for it", async ({ page }) => {
    await page.goto("/blog/ai-copywriting-playbook-2025");
    const image = (await page.locator('meta[property="og:image"]').getAttribute("content")) ?? "";
    expect(image).toContain("/blog/ai-copywriting-playbook-2025/opengraph-image");
    const { pathname, search } = new URL(image);
    const response = await page.request.get(`${pathname}${search}`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    expect((await response.body()).subarray(1, 4).toString()).toBe("PNG");
  });
});

test.describe("newsletter", () => {
  test("validates, subscribes (row saved lower-cased), refuses a duplicate", async ({ page }) => {
    await page.goto("/blog");
    const block = page.getByRole("region", { name: "Stay Updated with the Latest Insights" });
    const input = block.getByRole("textbox", { name: "Email address" });
    const button = block.getByRole("button", { name: "Subscribe" });

    await button.click();
    await expect(page.getByText("Email required", { exact: true })).toBeVisible();
    await expect(page.getByText("Please enter your email address.")).toBeVisible();
    await input.fill("not-an-email");
    await button.click();
    await expect(page.getByText("Invalid email", { exact: true })).toBeVisible();

    // While the request is on its way, input and button are disabled and the button says Subscribing...
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("/api/newsletter", async (route) => {
      await held;
      await route.continue();
    });
    const email = uniqueEmail("news");
    await input.fill(`  ${email.toUpperCase()} `);
    await button.click();
    await expect(block.getByRole("button", { name: "Subscribing..." })).toBeDisabled();
    await expect(input).toBeDisabled();
    release();
    await expect(page.getByText("Successfully subscribed!", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Thank you for subscribing to our newsletter. You'll receive the latest insights and tips."),
    ).toBeVisible();
    await expect(input).toHaveValue("");
    expect(await queryRows("SELECT email FROM newsletter_subscribers WHERE email = $1", [email])).toEqual([{ email }]);

    await input.fill(email);
    await button.click();
    await expect(page.getByText("Already subscribed", { exact: true })).toBeVisible();
    await expect(page.getByText("This email is already subscribed to our newsletter.")).toBeVisible();
  });
});
