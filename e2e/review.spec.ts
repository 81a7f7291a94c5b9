import type { Page } from "@playwright/test";

import { validBrief } from "../lib/campaigns/test-brief";
import { expectNoAxeViolations } from "./axe";
import { test as base, expect, prepareContext, watchPolicyViolations } from "./fixtures";
import { CampaignPage } from "./pages/campaign-pages";
import { ReviewerPage, ReviewPanel } from "./pages/review-pages";
import { origin, trialUser } from "./support/accounts";

const test = base.extend<{ campaignPage: CampaignPage; reviewPanel: ReviewPanel }>({
  campaignPage: async ({ page }, provide) => provide(new CampaignPage(page)),
  reviewPanel: async ({ page }, provide) => provide(new ReviewPanel(page)),
});

const brief = { ...validBrief, name: "Client review launch", channels: ["x", "linkedin"], weeks: 1 };

/** A campaign opened and accepted through the API with one X post and one LinkedIn post; answers its id. */
async function acceptedCampaign(page: Page): Promise<string> {
  const opened = await page.request.post("/api/campaigns", { data: brief, headers: origin(page) });
  expect(opened.status()).toBe(201);
  const { id, messageHouse } = (await opened.json()) as { id: string; messageHouse: unknown };
  const house = await page.request.put(`/api/campaigns/${id}/house`, {
    data: { messageHouse, cadence: { x: 1, linkedin: 1 } },
    headers: origin(page),
  });
  expect(house.status()).toBe(200);
  const accepted = await page.request.post(`/api/campaigns/${id}/approve`, { headers: origin(page) });
  expect(accepted.status()).toBe(200);
  return id;
}

test("a reviewer without an account approves one post and asks for changes on another; the owner sees both @mobile", async ({
  page,
  browser,
  campaignPage,
  reviewPanel,
}, testInfo) => {
  test.setTimeout(120_000);
  await trialUser(page, "review-owner");
  const id = await acceptedCampaign(page);
  await page.goto(`/campaigns/${id}`);
  await expect(campaignPage.progress).toHaveText("2 of 2 assets written", { timeout: 60_000 });
  const url = await reviewPanel.createLink(3);
  expect(url).toMatch(/\/review\/[A-Za-z0-9_-]{43}$/);
  await expect(reviewPanel.listed.first()).toContainText("Open");

  // A browser with no account at all, on the test's own device.
  const { baseURL, viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, userAgent, deviceScaleFactor });
  await prepareContext(context, { cookieConsent: "declined", upgradeDialogSeen: true }, testInfo);
  const violations = watchPolicyViolations(context);
  const reviewer = new ReviewerPage(await context.newPage());
  const opened = await reviewer.page.goto(url);
  expect(opened?.headers()["x-robots-tag"]).toContain("noindex");
  expect(opened?.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(reviewer.heading).toHaveText(`Review: ${brief.name}`);
  await expect(reviewer.page.getByRole("link", { name: /sign in/i })).toHaveCount(0);

  await reviewer.name.fill("Ana Client");
  await reviewer.startReviewing.click();
  await expect(reviewer.reviewingAs).toContainText("Reviewing as Ana Client");
  await reviewer.approve("X 1");
  await expect(reviewer.announcement).toHaveText("X 1 approved.");
  await expect(reviewer.asset("X 1").getByTestId("reviewed-asset-status")).toHaveText("Approved");
  await reviewer.requestChanges("LinkedIn 1", "Name the price in the first line.");
  await expect(reviewer.announcement).toHaveText("Changes requested on LinkedIn 1.");
  await expect(reviewer.asset("LinkedIn 1")).toContainText("Ana Client asked for changes: Name the price");
  await expectNoAxeViolations(reviewer.page);
  // Nothing is wider than a phone's screen.
  expect(
    await reviewer.page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
  ).toBe(true);

  // The name is kept in this browser.
  await reviewer.page.reload();
  await expect(reviewer.reviewingAs).toContainText("Reviewing as Ana Client");
  await reviewer.finish.click();
  await expect(reviewer.finished).toBeVisible();
  expect(violations, "Content-Security-Policy violations").toEqual([]);
  await context.close();

  await page.reload();
  await campaignPage.openChannel("X");
  await expect(campaignPage.asset("X 1").getByTestId("review-status")).toHaveText("Review: Approved");
  await campaignPage.openChannel("LinkedIn");
  const linkedin = campaignPage.asset("LinkedIn 1");
  await expect(linkedin.getByTestId("review-status")).toHaveText("Review: Changes requested");
  await expect(linkedin).toContainText("Name the price in the first line.");
  await expect(linkedin).toContainText("Ana Client");
});
