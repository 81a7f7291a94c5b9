import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures";
import { trialUser } from "./support/accounts";
import { queryRows } from "./support/database";

test.describe("the generator", () => {
  test("a trial user writes a LinkedIn post and a Google ad, sees the counters, saves, finds it in the library and exports CSV", async ({ page }) => {
    await trialUser(page, "generator");
    await page.goto("/generator");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Generator");

    // LinkedIn is the default platform of a social post.
    await page.getByLabel("Topic").fill("Async standups");
    await page.getByRole("button", { name: "Generate", exact: true }).click();
    const copy = page.getByTestId("generated-copy");
    await expect(copy).toContainText("Fake model copy about Async standups.");
    await expect(copy).toContainText("the way a real model streams.");
    await expect(page.getByTestId("writer")).toHaveText("OpenAI · gpt-4.1-mini");
    const postLength = ((await copy.textContent()) ?? "").trim().length;
    await expect(page.getByTestId("length-counter")).toHaveText(`Post: ${postLength} / 3000`);
    await expect(page.getByTestId("usage-meter")).toContainText("1 of 10");

    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("You'll find it in your library on the dashboard.")).toBeVisible();

    // A Google responsive search ad: every headline is counted against Google's 30 characters.
    await page.getByText("Ads", { exact: true }).click();
    await page.getByLabel("Ad format").selectOption("google");
    await page.getByLabel("Product or offer").fill("Hookline");
    await page.getByLabel("What it does, and for whom").fill("AI copywriting for marketers");
    await page.getByRole("button", { name: "Generate again" }).click();
    await expect(copy).toContainText("Headline 1: Fresh Copy in Seconds");
    await expect(page.getByTestId("length-counter").first()).toHaveText("Headline 1: 21 / 30");
    await expect(page.getByText("Description 2: 60 / 90")).toBeVisible();
    await expect(page.getByTestId("usage-meter")).toContainText("2 of 10");

    await page.goto("/dashboard");
    const saved = page.getByTestId("saved-copy");
    await expect(saved).toHaveCount(1);
    await expect(saved).toContainText("Fake model copy about Async standups.");
    await expect(saved).toContainText("Social post");
    await expect(saved).toContainText("OpenAI · gpt-4.1-mini"); // who wrote it is kept with it

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const csv = await readFile(await (await download).path(), "utf8");
    expect(csv.split("\r\n")[0]).toBe("id,content,content_type,parameters,is_draft,created_at,favourite");
    expect(csv).toContain("Fake model copy about Async standups.");
    expect(csv).toContain(",social,");
  });

  test("the form says what is missing before anything is sent", async ({ page }) => {
    await trialUser(page, "generator-validation");
    await page.goto("/generator");
    await page.getByRole("button", { name: "Generate", exact: true }).click();
    await expect(page.getByText("Give the post a topic.")).toBeVisible();
    await expect(page.getByLabel("Topic")).toBeFocused();
    await expect(page.getByTestId("usage-meter")).toContainText("0 of 10");
  });

  test("at the limit, Generate offers the upgrade instead of copy", async ({ page }) => {
    const email = await trialUser(page, "generator-limit");
    await page.goto("/generator");
    await page.getByLabel("Topic").fill("Limits");
    await page.getByRole("button", { name: "Generate", exact: true }).click();
    await expect(page.getByTestId("generated-copy")).toContainText("Fake model copy");
    await queryRows("UPDATE usage_tracking SET generations_count = plan_limit WHERE user_id = (SELECT id FROM users WHERE email = $1)", [email]);
    // The first copy also earned the onboarding credit, which would pay for the next one: spend it too.
    await queryRows("UPDATE users SET bonus_credits = 0 WHERE email = $1", [email]);

    await page.getByRole("button", { name: "Generate again" }).click();
    const dialog = page.getByRole("dialog", { name: "Upgrade to keep writing" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("You have used all 10 generations of your trial.");
    await expect(dialog.getByRole("link", { name: "Change plan in your profile" })).toBeVisible();
  });
});
