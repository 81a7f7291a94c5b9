import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { origin, trialUser } from "./support/accounts";

test.describe("hooks and content plans", () => {
  test("a trial user gets exactly 10 hooks, rewrites one, and plans 4 weeks of posts", async ({ page }) => {
    await trialUser(page, "hooks");
    await page.goto("/hook-generator");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hook generator");

    await page.getByRole("button", { name: "Write 10 hooks" }).click();
    await expect(page.getByText("Give the hooks a topic.")).toBeVisible();
    await expect(page.getByLabel("Topic").first()).toBeFocused();

    await page.getByLabel("Topic").first().fill("Remote onboarding");
    await page.getByRole("button", { name: "Write 10 hooks" }).click();
    const hooks = page.getByTestId("hook");
    await expect(hooks).toHaveCount(10);
    await expect(hooks.first()).toHaveText("Fake hook 1 about Remote onboarding");
    await expect(page.getByTestId("writer").first()).toHaveText("OpenAI · gpt-4.1-mini");
    await expect(page.getByTestId("usage-meter")).toContainText("1 of 10");

    await page.getByRole("button", { name: "Rewrite hook 3" }).click();
    await expect(hooks.nth(2)).toHaveText(/^Fake rewritten hook \d+ about Remote onboarding$/);
    await expect(hooks.nth(1)).toHaveText("Fake hook 2 about Remote onboarding");
    await expect(hooks).toHaveCount(10);
    await expect(page.getByTestId("usage-meter")).toContainText("2 of 10");

    const plan = page.getByRole("region", { name: "4-week content plan" });
    await plan.getByLabel("Topic").fill("Meal prep");
    await plan.getByLabel("Posts a week").selectOption("2");
    await plan.getByRole("button", { name: "Plan 4 weeks" }).click();
    await expect(plan.getByTestId("plan-week")).toHaveCount(4);
    await expect(plan.getByTestId("plan-post")).toHaveCount(8);
    await expect(plan.getByRole("heading", { name: "Week 1: Fake theme 1" })).toBeVisible();
    await plan.getByRole("button", { name: "Rewrite week 2, post 1" }).click();
    await expect(plan.getByTestId("plan-post").nth(2)).toContainText(/Fake rewritten angle \d+ on Meal prep\./);
    await expect(plan.getByTestId("plan-post").nth(3)).toContainText("Fake angle 2.2 on Meal prep.");
    await expect(page.getByTestId("usage-meter")).toContainText("4 of 10");

    await plan.getByRole("button", { name: "Save to library" }).click();
    await expect(page.getByText("You'll find it in your library on the dashboard.")).toBeVisible();
    // Once the toast has faded in, its colours count too.
    await expect(page.locator("[data-sonner-toast]").first()).toHaveCSS("opacity", "1");
    await expectNoAxeViolations(page);
  });
});

test.describe("brand voice presets", () => {
  test("a voice learned from samples is saved and offered in the generator; the sixth is refused on Essential", async ({
    page,
  }) => {
    await trialUser(page, "presets");
    await page.goto("/presets-settings");
    await expect(page.getByText("No brand voices yet")).toBeVisible();

    await page.getByRole("button", { name: "New brand voice" }).click();
    await expect(page.getByLabel("Name")).toBeFocused();
    await page.getByLabel("Name").fill("Warm expert");
    await page
      .getByLabel("Writing samples")
      .fill(
        "We keep it short. You get the point fast, and you never wade through jargon. That's the promise we make every week.",
      );
    await page.getByRole("button", { name: "Learn from samples" }).click();
    await expect(page.getByLabel("Voice description")).toHaveValue(
      "Fake voice: short, warm sentences that speak to the reader as you.",
    );
    await expect(page.getByLabel("Tone")).toHaveValue("Warm");
    await expect(page.getByText("Drafted from your samples by")).toContainText("OpenAI · gpt-4.1-mini");
    await page.getByRole("button", { name: "Save voice" }).click();
    await expect(page.getByTestId("preset")).toHaveCount(1);
    await expect(page.getByRole("button", { name: "New brand voice" })).toBeFocused();
    await expect(page.getByTestId("preset")).toContainText("Default");
    await expect(page.getByTestId("preset-count")).toHaveText("1 of 5 brand voices used.");
    await expect(page.locator("[data-sonner-toast]").first()).toHaveCSS("opacity", "1");
    await expectNoAxeViolations(page);

    const headers = origin(page);
    for (let i = 2; i <= 5; i++) {
      const created = await page.request.post("/api/presets", { data: { name: `Voice ${i}` }, headers });
      expect(created.status()).toBe(201);
    }
    const sixth = await page.request.post("/api/presets", { data: { name: "Voice 6" }, headers });
    expect(sixth.status()).toBe(402);

    await page.reload();
    // Learning from samples was free: the meter, read afresh from the server, still shows nothing spent.
    await expect(page.getByTestId("usage-meter")).toContainText("0 of 10");
    await expect(page.getByTestId("preset")).toHaveCount(5);
    await expect(page.getByTestId("preset-count")).toHaveText("5 of 5 brand voices used.");
    await page.getByRole("button", { name: "New brand voice" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(
      "Your plan includes 5 brand voices, and you have 5. Delete one or upgrade to Pro for 15.",
    );

    await page.goto("/generator");
    await expect(page.getByLabel("Brand voice")).toHaveValue("Warm expert");
  });
});
