import { expect, test } from "./fixtures";

test.describe("service worker", () => {
  test("/sw.js is served as JavaScript that is never cached by HTTP", async ({ request }) => {
    const response = await request.get("/sw.js");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/javascript");
    expect(response.headers()["cache-control"]).toContain("no-cache");
    expect(await response.text()).toMatch(/const CACHE = "hookline-static-[\w-]+";/);
  });

  test("registers with scope / and serves build assets, never pages, from its cache", async ({ page, baseURL }) => {
    await page.goto("/");
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${baseURL}/`);
    // The first load was not under the worker: let its late requests (lazy chunks, the font) finish before counting.
    await page.waitForLoadState("networkidle");

    const fromWorker = new Map<string, boolean>();
    page.on("response", (response) => fromWorker.set(new URL(response.url()).pathname, response.fromServiceWorker()));
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    const assets = [...fromWorker].filter(([path]) => path.startsWith("/_next/static/"));
    expect(assets.length).toBeGreaterThan(0);
    expect(assets.every(([, served]) => served)).toBe(true);
    expect(fromWorker.get("/")).toBe(false);
  });
});
