import { readFile } from "node:fs/promises";

import { parseCsv } from "../tests/support/csv";
import { expect, test } from "./fixtures";
import { trialUser } from "./support/accounts";
import { queryRows } from "./support/database";

test.describe("the generator", () => {
  test("a trial user writes a LinkedIn post and a Google ad, sees the counters, saves, finds it in the library and exports CSV", async ({
    page,
    generatorPage: generator,
  }) => {
    await trialUser(page, "generator");
    await generator.goto();
    await expect(generator.heading).toHaveText("Generator");

    // LinkedIn is the default platform of a social post.
    await generator.topic.fill("Async standups");
    await generator.generateButton("Generate").click();
    const copy = generator.copy;
    await expect(copy).toContainText("Fake model copy about Async standups.");
    await expect(copy).toContainText("the way a real model streams.");
    await expect(generator.writer).toHaveText("OpenAI · gpt-4.1-mini");
    const postLength = ((await copy.textContent()) ?? "").trim().length;
    await expect(generator.counters).toHaveText(`Post: ${postLength} / 3000`);
    await expect(generator.usageMeter).toContainText("1 of 10");

    await generator.saveButton().click();
    await expect(page.getByText("You'll find it in your library on the dashboard.")).toBeVisible();

    // A Google responsive search ad: every headline is counted against Google's 30 characters.
    await generator.briefGoogleAd("Hookline", "AI copywriting for marketers");
    await generator.generateButton("Generate").click();
    await expect(copy).toContainText("Fresh Copy in Seconds");
    await expect(generator.counters.first()).toHaveText("Headline 1: 21 / 30");
    await expect(page.getByText("Description 2: 60 / 90")).toBeVisible();
    await expect(generator.usageMeter).toContainText("2 of 10");

    await page.goto("/dashboard");
    const saved = page.getByTestId("saved-copy");
    await expect(saved).toHaveCount(1);
    await expect(saved).toContainText("Fake model copy about Async standups.");
    await expect(saved).toContainText("Social post");
    await expect(saved).toContainText("OpenAI · gpt-4.1-mini"); // who wrote it is kept with it

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const csv = await readFile(await (await download).path(), "utf8");
    const [header, row] = parseCsv(csv.replace(/^\uFEFF/, ""));
    expect(header?.slice(0, 4)).toEqual(["Title", "Copy", "Type", "Platform"]);
    expect(row?.slice(0, 4)).toEqual([
      "Async standups",
      expect.stringContaining("Fake model copy about Async standups."),
      "Social post",
      "LinkedIn",
    ]);
  });

  test("a new content type or platform sets the result aside, and coming back brings it back, nothing spent", async ({
    page,
    generatorPage: generator,
  }) => {
    await trialUser(page, "generator-clear");
    await generator.goto();
    await generator.writeLinkedInPost("Async standups");
    await expect(generator.copy).toContainText("Fake model copy about Async standups.");
    await expect(generator.counters).toHaveText(/^Post: \d+ \/ 3000$/);

    await generator.platform.selectOption("x");
    await expect(generator.copy).toHaveCount(0);
    await expect(generator.counters).toHaveCount(0);
    await expect(generator.emptyState).toBeVisible();
    await expect(generator.generateButton()).toHaveText("Generate");

    await generator.generateButton().click();
    await expect(generator.counters).toHaveText(/^Post: \d+ \/ 280$/);
    await generator.chooseType("Email");
    await expect(generator.copy).toHaveCount(0);
    await expect(generator.counters).toHaveCount(0);
    await expect(generator.doneText).toHaveCount(0);
    await expect(generator.emptyState).toBeVisible();

    // Back on Social post: the X post, on X, as it was; then the LinkedIn post on LinkedIn. Neither costs a generation.
    await generator.chooseType("Social post");
    await expect(generator.platform).toHaveValue("x");
    await expect(generator.counters).toHaveText(/^Post: \d+ \/ 280$/);
    await expect(generator.generateButton()).toHaveText("Generate again");
    await generator.platform.selectOption("linkedin");
    await expect(generator.copy).toContainText("Fake model copy about Async standups.");
    await expect(generator.counters).toHaveText(/^Post: \d+ \/ 3000$/);
    await expect(generator.usageMeter).toContainText("2 of 10");
  });

  test("Save keeps one copy: the button says Saved, and a second click or a retried request adds nothing", async ({
    page,
    generatorPage: generator,
  }) => {
    await trialUser(page, "generator-save-once");
    await generator.goto();
    await generator.writeLinkedInPost("Saving once");

    // Every save request reaches the server twice, as a retry after a lost answer would.
    let posts = 0;
    await page.route("**/api/copies", async (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      posts += 1;
      await route.fetch();
      await route.fulfill({ response: await route.fetch() });
    });
    await generator.saveButton().dblclick();
    const saved = generator.saveButton("Saved");
    await expect(saved).toBeVisible();
    await expect(saved).toBeDisabled();
    await expect(generator.resultStatus.filter({ hasText: "Saved to your library." })).toHaveCount(1);
    await saved.click({ force: true });
    await expect(saved).toBeVisible();
    expect(posts).toBe(1);

    const list = await page.request.get("/api/copies");
    expect(list.status()).toBe(200);
    const { copies } = (await list.json()) as { copies: { content: string }[] };
    expect(copies).toHaveLength(1);
    expect(copies[0]?.content).toContain("Fake model copy about Saving once.");
  });

  test("a Google responsive search ad shows each headline and description on its own row, counted and copied alone", async ({
    page,
    context,
    generatorPage: generator,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await trialUser(page, "generator-rsa");
    await generator.goto();
    await generator.writeGoogleAd("Hookline", "AI copywriting for marketers");

    const rows = generator.adRows;
    await expect(rows).toHaveCount(5);
    const expected = [
      ["Fresh Copy in Seconds", "Headline 1: 21 / 30", "Copy headline 1"],
      ["Write Less, Sell More", "Headline 2: 21 / 30", "Copy headline 2"],
      ["Try It Free Today", "Headline 3: 17 / 30", "Copy headline 3"],
      ["Copy that sounds like you, written in seconds. Start free.", "Description 1: 58 / 90", "Copy description 1"],
      ["Ads, posts and emails from one brief. No credit card needed.", "Description 2: 60 / 90", "Copy description 2"],
    ] as const;
    for (const [index, [text, counter, button]] of expected.entries()) {
      const row = rows.nth(index);
      await expect(row).toContainText(text);
      await expect(row.getByTestId("length-counter")).toHaveText(counter);
      await expect(row.getByRole("button", { name: button })).toBeVisible();
    }

    await rows.nth(1).getByRole("button", { name: "Copy headline 2" }).click();
    await expect(rows.nth(1).getByRole("button", { name: "Copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("Write Less, Sell More");
  });

  test("each variant is scored with its reasons and previewed; the better one is marked; the Google ad set exports for Ads Editor", async ({
    page,
    generatorPage: generator,
  }) => {
    await trialUser(page, "generator-scores");
    await generator.goto();
    await generator.topic.fill("Async standups");
    await generator.abTesting.check();
    await generator.generate();

    const variantA = generator.variant("A");
    const variantB = generator.variant("B");
    await expect(variantA.getByText("Score 100/100")).toBeVisible();
    await expect(variantA.getByText("Better variant")).toBeVisible();
    await expect(variantB.getByText("Better variant")).toHaveCount(0);
    // Each check says in one line why it passed or failed.
    const checksB = variantB.getByRole("list", { name: "Score checks" });
    await expect(checksB.getByRole("listitem").filter({ hasText: "Failed" })).toContainText(
      /Opening line runs \d+ characters/,
    );
    await expect(checksB.getByRole("listitem").filter({ hasText: "Passed" }).first()).toBeVisible();
    // LinkedIn shows about 210 characters before "…see more": the long variant folds, the short one does not.
    const previewB = variantB.getByRole("figure", { name: "LinkedIn preview" });
    // Without a brand voice, the post is the profile's: its name and initials, not "You".
    await expect(previewB.getByText("Pat Example", { exact: true })).toBeVisible();
    await expect(previewB.getByText("You", { exact: true })).toHaveCount(0);
    await expect(previewB.getByRole("button", { name: "…see more" })).toBeVisible();
    await expect(
      variantA.getByRole("figure", { name: "LinkedIn preview" }).getByRole("button", { name: "…see more" }),
    ).toHaveCount(0);
    await previewB.getByRole("button", { name: "…see more" }).click();
    await expect(previewB).toContainText("Try it on your next post this week.");

    await generator.writeGoogleAd("Hookline", "AI copywriting for marketers");
    const preview = generator.result.getByRole("figure", { name: "Google search ad preview" });
    await expect(preview).toContainText("Fresh Copy in Seconds");
    await expect(preview).toContainText("Copy that sounds like you, written in seconds. Start free.");
    await expect(generator.result.getByText(/^Score \d+\/100$/)).toBeVisible();

    // Nothing is pinned by default; the user pins the call to action to position 2, and the preview follows.
    await generator.adRows.nth(2).getByLabel("Pin headline 3").selectOption("2");
    await expect(preview.getByTestId("rsa-title")).toHaveText(
      "Fresh Copy in Seconds | Try It Free Today | Write Less, Sell More",
    );
    const download = page.waitForEvent("download");
    await generator.exportForAdsEditorButton.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("hookline-responsive-search-ad.csv");
    const [header, row] = parseCsv((await readFile(await file.path(), "utf8")).replace(/^\uFEFF/, ""));
    expect(header?.slice(0, 5)).toEqual(["Campaign", "Ad group", "Ad type", "Headline 1", "Headline 2"]);
    const cell = (name: string) => row?.[header?.indexOf(name) ?? -1];
    expect(cell("Ad type")).toBe("Responsive search ad");
    expect([cell("Headline 1"), cell("Headline 2"), cell("Headline 3")]).toEqual([
      "Fresh Copy in Seconds",
      "Write Less, Sell More",
      "Try It Free Today",
    ]);
    expect(cell("Description 2")).toBe("Ads, posts and emails from one brief. No credit card needed.");
    expect(cell("Headline 3 position")).toBe("2");
    expect(cell("Headline 1 position")).toBe("");
  });

  test("after Generate the result's heading has focus and comes to the top half of the screen, once per generation; on a phone the score's checks fold under its line @mobile", async ({
    page,
    generatorPage: generator,
  }) => {
    await trialUser(page, "generator-reveal");
    await generator.goto();
    await generator.topic.fill("Reveal");
    const generate = generator.generateButton();
    await generate.scrollIntoViewIfNeeded();
    await generate.click();
    await expect(generator.resultHeading).toBeFocused();
    // Not just its bottom edge: high enough for the copy under it to show.
    const half = (page.viewportSize()?.height ?? 0) / 2;
    await expect.poll(async () => (await generator.resultHeading.boundingBox())?.y).toBeLessThan(half);
    await expect(generator.resultHeading).toBeInViewport();
    await expect(generator.copy).toContainText("Fake model copy about Reveal.");

    // Focus the user moves afterwards stays where they put it while the copy finishes and after.
    await generator.topic.focus();
    await expect(generator.saveButton()).toBeVisible();
    await expect(generator.topic).toBeFocused();

    const checks = generator.result.getByRole("list", { name: "Score checks" });
    await expect(generator.result.getByTestId("score-summary")).toHaveText(
      /^· (\d+ checks need work|1 check needs work|All checks passed)$/,
    );
    if ((page.viewportSize()?.width ?? 0) < 1024) {
      await expect(checks).toBeHidden();
      await generator.result.getByRole("button", { name: "Show checks" }).click();
    }
    await expect(checks).toBeVisible();

    await generator.regenerateButton.click();
    await expect(generator.resultHeading).toBeFocused();
    await expect(generator.resultHeading).toBeInViewport();
  });

  test("after a first copy, not saved, the dashboard agrees with the meter: activity counts it, the library offers the generator, the checklist keeps the credit earned", async ({
    page,
    generatorPage: generator,
    checklistCard: card,
  }) => {
    const email = await trialUser(page, "generator-dashboard");
    await generator.goto();
    await generator.writeLinkedInPost("First copy");
    // The credit the first copy earned, spent on a generation past the limit.
    await queryRows("UPDATE users SET bonus_credits = 0 WHERE email = $1", [email]);

    await page.goto("/dashboard");
    await expect(generator.usageMeter).toContainText("1 of 10");
    const activity = page.getByRole("region", { name: "Recent activity" });
    await expect(activity).toContainText("Generated 1 copy in your trial");
    await expect(activity).not.toContainText("Nothing yet");
    const library = page.getByRole("region", { name: "Your library" });
    await expect(library).toContainText("Nothing saved yet. Press Save under a copy in the generator to keep it here.");
    await expect(library.getByRole("link", { name: "Open the generator" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Write your first copy" })).toHaveCount(0);
    await expect(card.root).toContainText("1 credit earned");
  });

  test("the form says what is missing before anything is sent", async ({ page, generatorPage: generator }) => {
    await trialUser(page, "generator-validation");
    await generator.goto();
    await generator.generateButton("Generate").click();
    await expect(page.getByText("Give the post a topic.")).toBeVisible();
    await expect(generator.topic).toBeFocused();
    await expect(generator.usageMeter).toContainText("0 of 10");
  });

  test("past the limit a bonus credit pays and says so; at the limit, Generate offers the upgrade instead of copy; upgrading comes back to the generator with the brief", async ({
    page,
    generatorPage: generator,
  }) => {
    const email = await trialUser(page, "generator-limit");
    await generator.goto();
    await generator.topic.fill("Limits");
    await generator.generateButton("Generate").click();
    await expect(generator.copy).toContainText("Fake model copy");
    await queryRows(
      "UPDATE usage_tracking SET generations_count = plan_limit WHERE user_id = (SELECT id FROM users WHERE email = $1)",
      [email],
    );
    // Past the limit the bonus credits pay, and both the result and the meter say so.
    await queryRows("UPDATE users SET bonus_credits = 2 WHERE email = $1", [email]);
    await generator.generateButton("Generate again").click();
    await expect(generator.result.getByTestId("paid-with-credit")).toHaveText("Paid with a bonus credit · 1 left");
    await expect(generator.usageMeter).toContainText("10 of 10 used · 1 bonus credit left");
    await queryRows("UPDATE users SET bonus_credits = 0 WHERE email = $1", [email]);

    await generator.topic.fill("Limits, then more");
    await generator.generateButton("Generate again").click();
    const dialog = generator.upgradeDialog;
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("You have used all 10 generations of your trial.");
    await expect(dialog).toContainText("Your current plan: Essential · trial, 3 days left.");
    // In the trial, each plan ends it now, in one step; each button fits its card.
    for (const plan of ["Essential", "Pro"]) {
      const card = dialog.getByRole("listitem").filter({ hasText: plan });
      const cardBox = await card.boundingBox();
      const buttonBox = await card.getByRole("link", { name: `Upgrade to ${plan} now` }).boundingBox();
      expect(buttonBox!.x + buttonBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
      expect(buttonBox!.y + buttonBox!.height).toBeLessThanOrEqual(cardBox!.y + cardBox!.height);
    }
    await dialog.getByRole("link", { name: "Upgrade to Essential now" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Upgrade to Essential now");
    await page.getByRole("button", { name: "Upgrade to Essential" }).click();

    // Back where the user was, told what changed, the brief as they left it.
    await expect(page).toHaveURL(/\/generator\?upgraded=essential$/);
    await expect(page.getByRole("status").filter({ hasText: "You're on Essential now" })).toHaveText(
      "You're on Essential now: 200 generations a month. Your brief is as you left it; press Generate to carry on.",
    );
    await expect(generator.topic).toHaveValue("Limits, then more");
    await expect(generator.usageMeter).toContainText("Essential");
    await generator.generateButton("Generate").click();
    await expect(generator.copy).toContainText("Fake model copy about Limits, then more.");
  });
});
